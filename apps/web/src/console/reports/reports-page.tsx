import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Badge, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { dateTime, timeAgo } from '../lib/format-time';
import { ConsoleLoader } from '../shell/console-loader';
import { ConsolePageHeader } from '../shell/console-page-header';
import { reportQueueQuery, type ReportQueueResponse, type ReportQueueStatus } from './queries';
import { ReportGroupCard } from './report-group-card';
import { useReportsErrorText } from './use-reports-error-text';

/** The numbers a moderator starts from: open reports, on how many profiles, the oldest's age. */
function QueueSummary({ queue }: { queue: ReportQueueResponse }) {
  const { t, i18n } = useTranslation('admin-reports');
  const figures = [
    { label: t('summary.open'), value: String(queue.open_count), testId: 'open-report-count' },
    { label: t('summary.profiles'), value: String(queue.group_count), testId: 'reported-profile-count' },
  ];
  return (
    <Group gap="sm" mb="md" align="stretch" grow preventGrowOverflow={false}>
      {figures.map((figure) => (
        <Paper key={figure.testId} withBorder radius="md" p="sm" miw={140}>
          <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
            {figure.label}
          </Text>
          <Text fz={28} fw={700} data-testid={figure.testId}>
            {figure.value}
          </Text>
        </Paper>
      ))}
      <Paper withBorder radius="md" p="sm" miw={140}>
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

/** The chosen list: loading, failed, empty, or its reported profiles. */
function ReportList({ status }: { status: ReportQueueStatus }) {
  const { t } = useTranslation('admin-reports');
  const errorText = useReportsErrorText();
  const queue = useQuery(reportQueueQuery(status));
  if (queue.isPending) return <ConsoleLoader />;
  if (queue.isError) {
    return (
      <LoadError
        onRetry={() => void queue.refetch()}
        retrying={queue.isFetching}
        message={errorText(queue.error)}
        retryLabel={t('retry')}
      />
    );
  }
  const { results } = queue.data;
  return (
    <>
      {status === 'open' && <QueueSummary queue={queue.data} />}
      {results.length === 0 ? (
        <Paper withBorder radius="md" p="xl" ta="center" role="status">
          <Text fw={600}>{status === 'open' ? t('empty.openTitle') : t('empty.handledTitle')}</Text>
          <Text c="dimmed" fz="sm">
            {status === 'open' ? t('empty.openText') : t('empty.handledText')}
          </Text>
        </Paper>
      ) : (
        <Stack gap="sm">
          {results.map((group) => (
            <ReportGroupCard key={group.profile.id} group={group} open={status === 'open'} />
          ))}
          {status === 'open' && queue.data.group_count > results.length && (
            <Text fz="sm" c="dimmed" ta="center">
              {t('more', { shown: results.length, count: queue.data.group_count })}
            </Text>
          )}
        </Stack>
      )}
    </>
  );
}

/**
 * /admin/reports: what users reported, grouped by the reported profile. Open ones by their
 * oldest report first, so none waits for ever; handled ones by the latest decision first. The
 * list shown is kept in the address (?status=handled), so a reload or a shared link shows it.
 */
export function ReportsPage() {
  const { t } = useTranslation('admin-reports');
  const [params, setParams] = useSearchParams();
  const status: ReportQueueStatus = params.get('status') === 'handled' ? 'handled' : 'open';
  const openCount = useQuery(reportQueueQuery('open')).data?.open_count;
  const setStatus = (next: string | null) =>
    setParams(next === 'handled' ? { status: 'handled' } : {}, { replace: true });
  return (
    <Stack gap={0} maw={960}>
      <ConsolePageHeader title={t('title')} description={t('intro')} />
      <Tabs value={status} onChange={setStatus} mb="md">
        <Tabs.List>
          <Tabs.Tab value="open">
            {t('tabs.open')}{' '}
            {openCount !== undefined && (
              <Badge
                size="sm"
                ms={4}
                variant={openCount > 0 ? 'filled' : 'light'}
                color={openCount > 0 ? 'red.8' : 'gray'}
              >
                {openCount}
              </Badge>
            )}
          </Tabs.Tab>
          <Tabs.Tab value="handled">{t('tabs.handled')}</Tabs.Tab>
        </Tabs.List>
        {/* Both panels exist, so each tab names its panel; only the chosen one loads its list. */}
        <Tabs.Panel value="open" pt="md">
          {status === 'open' && <ReportList status="open" />}
        </Tabs.Panel>
        <Tabs.Panel value="handled" pt="md">
          {status === 'handled' && <ReportList status="handled" />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
