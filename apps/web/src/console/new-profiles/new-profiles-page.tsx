import { useQuery } from '@tanstack/react-query';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { dateTime, timeAgo } from '../lib/format-time';
import { useAdminErrorText } from '../lib/use-admin-error-text';
import { ConsoleLoader } from '../shell/console-loader';
import { ConsolePageHeader } from '../shell/console-page-header';
import { PendingProfileItem } from './pending-profile-item';
import { pendingProfilesQuery, type PendingProfiles } from './queries';

/** The two numbers a moderator starts from: how many wait, and how long the oldest has. */
function QueueSummary({ queue }: { queue: PendingProfiles }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <Group gap="sm" mb="md" grow preventGrowOverflow={false}>
      <Paper withBorder radius="md" p="sm" miw={160}>
        <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
          {t('newProfiles.waiting')}
        </Text>
        <Text fz={24} fw={700} data-testid="pending-count">
          {queue.count}
        </Text>
      </Paper>
      <Paper withBorder radius="md" p="sm" miw={160}>
        <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
          {t('newProfiles.oldest')}
        </Text>
        {queue.oldest_since ? (
          <Text fz={24} fw={700} title={dateTime(queue.oldest_since, i18n.language)}>
            {timeAgo(queue.oldest_since, i18n.language)}
          </Text>
        ) : (
          <Text fz={24} fw={700}>
            –
          </Text>
        )}
      </Paper>
    </Group>
  );
}

/** /admin/new-profiles: the approval queue, oldest first. */
export function NewProfilesPage() {
  const { t } = useTranslation('admin');
  const errorText = useAdminErrorText();
  const queue = useQuery(pendingProfilesQuery());
  return (
    <Stack gap={0} maw={900}>
      <ConsolePageHeader title={t('newProfiles.title')} description={t('newProfiles.intro')} />
      {queue.isPending && <ConsoleLoader />}
      {queue.isError && (
        <LoadError
          onRetry={() => void queue.refetch()}
          retrying={queue.isFetching}
          message={errorText(queue.error)}
          retryLabel={t('shell.retry')}
        />
      )}
      {queue.data && (
        <>
          <QueueSummary queue={queue.data} />
          {queue.data.results.length === 0 ? (
            <Paper withBorder radius="md" p="xl" ta="center" role="status">
              <Text fw={600}>{t('newProfiles.emptyTitle')}</Text>
              <Text c="dimmed" fz="sm">
                {t('newProfiles.emptyText')}
              </Text>
            </Paper>
          ) : (
            <Stack gap="sm">
              {queue.data.results.map((profile) => (
                <PendingProfileItem key={profile.profile_code} profile={profile} />
              ))}
              {queue.data.count > queue.data.results.length && (
                <Text fz="sm" c="dimmed" ta="center">
                  {t('newProfiles.more', { shown: queue.data.results.length, count: queue.data.count })}
                </Text>
              )}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
