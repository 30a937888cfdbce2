import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { useConsoleErrorText } from '../../kit/use-console-error-text';
import { ConsoleLoader } from '../../kit/shell/console-loader';
import { ConsolePageHeader } from '../../kit/shell/console-page-header';
import { ActiveUsers } from './active-users';
import { DailyChart } from './daily-chart';
import { JobsPanel } from './jobs-panel';
import { dashboardQuery } from './queries';
import { QueueCards } from './queue-cards';
import { dateFormat } from '@/lib/dates';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="sm">
      <Title order={2} fz="lg">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * /admin/dashboard, the console's front page: what waits in each queue and since when, the last
 * 30 days, and how many people use the site. Fetched again every minute; if a refresh fails the
 * last numbers stay, marked with their time.
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation('console-dashboard');
  const { errorText } = useConsoleErrorText('console-dashboard');
  const dashboard = useQuery(dashboardQuery());
  const { data, dataUpdatedAt } = dashboard;
  const updated = dateFormat(i18n.language, { timeStyle: 'short' }).format(dataUpdatedAt);
  return (
    <Stack gap="xl" maw={1200}>
      <div>
        <ConsolePageHeader title={t('title')} description={t('intro')} />
        {data &&
          (dashboard.isError ? (
            <Text fz="sm" c="red.9" mt={-8} role="alert">
              {t('stale', { time: updated })}
            </Text>
          ) : (
            <Text fz="sm" c="dimmed" mt={-8}>
              {t('updated', { time: updated })}
            </Text>
          ))}
      </div>
      {dashboard.isPending && <ConsoleLoader />}
      {dashboard.isError && !data && (
        <LoadError
          onRetry={() => void dashboard.refetch()}
          retrying={dashboard.isFetching}
          message={errorText(dashboard.error)}
          retryLabel={t('shell.retry', { ns: 'console' })}
        />
      )}
      {data && (
        <>
          <Section title={t('queues.heading')}>
            <QueueCards queues={data.queues} now={dataUpdatedAt} />
          </Section>
          <Section title={t('chart.heading')}>
            <DailyChart days={data.daily} />
          </Section>
          <Section title={t('active.heading')}>
            <ActiveUsers active={data.active_users} />
          </Section>
          <JobsPanel />
        </>
      )}
    </Stack>
  );
}
