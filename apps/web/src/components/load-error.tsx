import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A part that could not load says so in one line and offers Retry; the rest of the page stays. */
export function LoadError({ onRetry, retrying, message }: { onRetry: () => void; retrying?: boolean; message?: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" bg="red.0" role="alert">
      <Group justify="space-between" gap="sm">
        <Text fz="sm" c="red.9" style={{ flex: '1 1 12rem' }}>
          {message ?? t('common.loadFailed')}
        </Text>
        <Button size="xs" variant="white" color="red.9" onClick={onRetry} loading={retrying}>
          {t('common.retry')}
        </Button>
      </Group>
    </Paper>
  );
}
