import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Grid, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { dateTime, timeAgo } from '../lib/format-time';
import { useAdminErrorText } from '../lib/use-admin-error-text';
import { ConsoleLoader } from '../shell/console-loader';
import { ConsolePageHeader } from '../shell/console-page-header';
import { verificationQueueQuery, type VerificationQueue } from './queries';
import { VerificationList } from './verification-list';
import { VerificationReview } from './verification-review';

/** How many documents wait, and how long the oldest has. */
function QueueSummary({ queue }: { queue: VerificationQueue }) {
  const { t, i18n } = useTranslation('admin-verification');
  return (
    <Group gap="sm" mb="md" grow preventGrowOverflow={false}>
      <Paper withBorder radius="md" p="sm" miw={150}>
        <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
          {t('summary.waiting')}
        </Text>
        <Text fz={28} fw={700} data-testid="verification-count">
          {queue.count}
        </Text>
      </Paper>
      <Paper withBorder radius="md" p="sm" miw={150}>
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
    </Group>
  );
}

/**
 * /admin/verification: identity documents waiting for a decision, oldest first (issue 13). The
 * open one (in the address, ?code=…, so a reload keeps it; the oldest otherwise) is shown beside
 * the profile it belongs to; Verify or Reject sends it out of the queue and opens the next.
 */
export function VerificationPage() {
  const { t } = useTranslation('admin-verification');
  const errorText = useAdminErrorText();
  const queue = useQuery(verificationQueueQuery());
  const { refetch } = queue;
  const renew = useCallback(() => void refetch(), [refetch]);
  const [params, setParams] = useSearchParams();
  const items = queue.data?.results ?? [];
  const item = items.find((i) => i.profile_code === params.get('code')) ?? items[0];
  // The item shown first is not focused (the page just opened); any later one is.
  const [firstShown, setFirstShown] = useState<string | null>(null);
  if (item && firstShown === null) setFirstShown(item.profile_code);

  return (
    <Stack gap={0} maw={1400}>
      <ConsolePageHeader title={t('title')} description={t('intro')} />
      {queue.isPending && <ConsoleLoader />}
      {queue.isError && (
        <LoadError
          onRetry={renew}
          retrying={queue.isFetching}
          message={errorText(queue.error)}
          retryLabel={t('retry')}
        />
      )}
      {queue.data && (
        <>
          <QueueSummary queue={queue.data} />
          {!item ? (
            <Paper withBorder radius="md" p="xl" ta="center" role="status">
              <Text fw={600}>{t('emptyTitle')}</Text>
              <Text c="dimmed" fz="sm">
                {t('emptyText')}
              </Text>
            </Paper>
          ) : (
            <Grid gap="md">
              <Grid.Col span={{ base: 12, lg: 3 }}>
                <VerificationList
                  items={items}
                  selected={item.profile_code}
                  onSelect={(code) => setParams({ code }, { replace: true })}
                />
                {queue.data.count > items.length && (
                  <Text fz="xs" c="dimmed" mt={4}>
                    {t('more', { shown: items.length, count: queue.data.count })}
                  </Text>
                )}
              </Grid.Col>
              <Grid.Col span={{ base: 12, lg: 9 }}>
                <VerificationReview
                  key={item.profile_code}
                  item={item}
                  fetchedAt={queue.dataUpdatedAt}
                  renew={renew}
                  focusOnOpen={item.profile_code !== firstShown}
                />
              </Grid.Col>
            </Grid>
          )}
        </>
      )}
    </Stack>
  );
}
