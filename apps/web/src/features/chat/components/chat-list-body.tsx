import type { ReactNode } from 'react';
import { Box, Center, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';

/** The scrolling part of a sidebar list (friends, groups): loading, load failed, empty, or the list. */
export function ChatListBody({
  status,
  failed,
  onRetry,
  emptyText,
  testId,
  children,
}: {
  status: 'pending' | 'error' | 'success';
  /** Nothing to show after an error (a refetch that fails keeps the list it had). */
  failed: boolean;
  onRetry: () => void;
  /** Shown instead of the list when there is nothing in it; null when there is. */
  emptyText: string | null;
  testId: string;
  /** The list's `<li>` items. */
  children: ReactNode;
}) {
  const { t } = useTranslation('chat');
  return (
    <Box style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
      {status === 'pending' ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('conversation.loading')} />
        </Center>
      ) : failed ? (
        <LoadError onRetry={onRetry} />
      ) : emptyText !== null ? (
        <Text c="dimmed" ta="center" p="lg" fz="sm">
          {emptyText}
        </Text>
      ) : (
        <Box component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid={testId}>
          {children}
        </Box>
      )}
    </Box>
  );
}
