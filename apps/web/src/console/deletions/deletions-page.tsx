import { useQuery } from '@tanstack/react-query';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { dateTime, timeAgo } from '../lib/format-time';
import { ConsoleLoader } from '../shell/console-loader';
import { ConsolePageHeader } from '../shell/console-page-header';
import { DeletionItem } from './deletion-item';
import { deletionQueueQuery, type DeletionQueueResponse } from './queries';
import { useDeletionsErrorText } from './use-deletions-error-text';

/** How many wait, since when and how many too long: a person who asked to be erased should not wait. */
function QueueSummary({ queue }: { queue: DeletionQueueResponse }) {
  const { t, i18n } = useTranslation('admin-deletions');
  return (
    <Group gap="sm" mb="md" align="stretch" grow preventGrowOverflow={false}>
      <Paper withBorder radius="md" p="sm" miw={160}>
        <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
          {t('summary.waiting')}
        </Text>
        <Text fz={28} fw={700} data-testid="deletion-count">
          {queue.count}
        </Text>
      </Paper>
      <Paper withBorder radius="md" p="sm" miw={160}>
        <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
          {t('summary.oldest')}
        </Text>
        <Text
          fz={20}
          fw={700}
          lh={1.9}
          title={queue.oldest_since ? dateTime(queue.oldest_since, i18n.language) : undefined}
        >
          {queue.oldest_since ? timeAgo(queue.oldest_since, i18n.language) : '–'}
        </Text>
      </Paper>
      <Paper withBorder radius="md" p="sm" miw={160}>
        <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
          {t('summary.overdue')}
        </Text>
        <Text fz={28} fw={700} c={queue.overdue > 0 ? 'red.8' : undefined} data-testid="deletion-overdue">
          {queue.overdue}
        </Text>
      </Paper>
    </Group>
  );
}

/**
 * /admin/deletions: people who asked to be deleted, oldest first. Their profiles are already
 * hidden from everyone; carrying a request out erases the person (DESIGN.md §5.8).
 */
export function DeletionsPage() {
  const { t } = useTranslation('admin-deletions');
  const errorText = useDeletionsErrorText();
  const queue = useQuery(deletionQueueQuery());
  return (
    <Stack gap={0} maw={900}>
      <ConsolePageHeader title={t('title')} description={t('intro')} />
      {queue.isPending && <ConsoleLoader />}
      {queue.isError && (
        <LoadError
          onRetry={() => void queue.refetch()}
          retrying={queue.isFetching}
          message={errorText(queue.error)}
          retryLabel={t('retry')}
        />
      )}
      {queue.data && (
        <>
          <QueueSummary queue={queue.data} />
          {queue.data.results.length === 0 ? (
            <Paper withBorder radius="md" p="xl" ta="center" role="status">
              <Text fw={600}>{t('empty.title')}</Text>
              <Text c="dimmed" fz="sm">
                {t('empty.text')}
              </Text>
            </Paper>
          ) : (
            <Stack gap="sm">
              {queue.data.results.map((item) => (
                <DeletionItem key={item.id} item={item} />
              ))}
              {queue.data.count > queue.data.results.length && (
                <Text fz="sm" c="dimmed" ta="center">
                  {t('more', { shown: queue.data.results.length, count: queue.data.count })}
                </Text>
              )}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
