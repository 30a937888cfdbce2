import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A part that could not load says so in one line and offers Retry; the rest of the page stays. */
export function LoadError({
  onRetry,
  retrying,
  message,
  retryLabel,
}: {
  onRetry: () => void;
  retrying?: boolean;
  /** What failed, in the feature's words; a general line otherwise. */
  message?: string;
  retryLabel?: string;
}) {
  const { t } = useTranslation();
  // Offline is the usual cause on mobile data: say that, not a vague failure.
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return (
    <Paper withBorder radius="md" p="md" bg="red.0" role="alert">
      <Group justify="space-between" gap="sm">
        <Text fz="sm" c="red.9" style={{ flex: '1 1 12rem' }}>
          {offline ? t('common.offlineRetry') : (message ?? t('common.loadFailed'))}
        </Text>
        <Button size="xs" variant="white" color="red.9" onClick={onRetry} loading={retrying}>
          {retryLabel ?? t('common.retry')}
        </Button>
      </Group>
    </Paper>
  );
}
