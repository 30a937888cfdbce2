import { maskSecrets } from '@rishta/domain';
import { DetailPair } from '../../kit/detail-pair';
import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { JobStatus } from '@rishta/domain';
import { LoadError } from '@/components/load-error';
import { dateTime, timeAgo, timeUntil } from '../../kit/format/format-time';
import { useConsoleErrorText } from '../../kit/use-console-error-text';
import { ConsoleLoader } from '../../kit/shell/console-loader';
import { jobsQuery } from './jobs-query';

/** A moment as "5 minutes ago" / "in 3 minutes", with the exact local time for a pointer's hover. */
function Moment({ iso, ahead = false }: { iso: string; ahead?: boolean }) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return (
    <time dateTime={iso} title={dateTime(iso, language)}>
      {ahead ? timeUntil(iso, language) : timeAgo(iso, language)}
    </time>
  );
}

/** What the last run did: its counts in words, its error in red, or that it is still running. */
function LastOutcome({ job }: { job: JobStatus }) {
  const { t } = useTranslation('console-dashboard', { keyPrefix: 'jobs' });
  if (job.last_error) {
    return (
      <Text component="span" fz="sm" c="red.9" data-testid="job-error">
        {t('failed')} <bdi dir="ltr">{maskSecrets(job.last_error)}</bdi>
      </Text>
    );
  }
  if (!job.last_finished) return <>{t('running')}</>;
  // What it did; a run that found nothing to do says so in a word rather than a row of zeros.
  const counts = Object.entries(job.last_result ?? {}).filter(([, count]) => count !== 0);
  if (counts.length === 0) return <>{t('nothingToDo')}</>;
  return (
    <>
      {counts
        .map(([key, count]) => t(`results.${key}`, { count, defaultValue: `${key}: ${count}` }))
        .join(' · ')}
    </>
  );
}

function JobCard({ job }: { job: JobStatus }) {
  const { t } = useTranslation('console-dashboard', { keyPrefix: 'jobs' });
  const label = t(`names.${job.name}`, { defaultValue: job.name });
  const every =
    job.every_minutes % 60 === 0
      ? t('everyHours', { count: job.every_minutes / 60 })
      : t('everyMinutes', { count: job.every_minutes });
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid={`job-${job.name}`}>
      <Stack gap={6}>
        <Group justify="space-between" align="center" gap="xs" wrap="nowrap">
          <Title order={3} fz="md" style={{ overflowWrap: 'anywhere' }}>
            {label}
          </Title>
          <Badge variant="light" color="gray" c="gray.8" tt="none" style={{ flexShrink: 0 }}>
            {every}
          </Badge>
        </Group>
        {label !== job.name && (
          <Text fz="xs" c="dimmed" ff="monospace" dir="ltr" ta="start">
            {job.name}
          </Text>
        )}
        {/* The API's own words, in English whatever the console's language. */}
        <Text fz="sm" lang="en" dir="ltr" ta="start">
          {job.description}
        </Text>
        <Stack component="dl" gap={2} m={0}>
          <DetailPair gap={6} label={t('lastRun')}>
            {job.last_started ? <Moment iso={job.last_finished ?? job.last_started} /> : t('never')}
          </DetailPair>
          {job.last_started && (
            <DetailPair gap={6} label={t('result')}>
              <LastOutcome job={job} />
            </DetailPair>
          )}
          <DetailPair gap={6} label={t('nextRun')}>
            <Moment iso={job.next_run} ahead />
          </DetailPair>
        </Stack>
      </Stack>
    </Paper>
  );
}

function Jobs() {
  const { t } = useTranslation('console-dashboard', { keyPrefix: 'jobs' });
  const { t: tConsole } = useTranslation('console');
  const { errorText } = useConsoleErrorText('console-dashboard');
  const jobs = useQuery(jobsQuery());
  if (jobs.isPending) return <ConsoleLoader />;
  if (!jobs.data) {
    return (
      <LoadError
        onRetry={() => void jobs.refetch()}
        retrying={jobs.isFetching}
        message={errorText(jobs.error)}
        retryLabel={tConsole('shell.retry')}
      />
    );
  }
  if (jobs.data.results.length === 0) {
    return (
      <Text c="dimmed" role="status">
        {t('none')}
      </Text>
    );
  }
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, md: 2 }}
      spacing="sm"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {jobs.data.results.map((job) => (
        <JobCard key={job.name} job={job} />
      ))}
    </SimpleGrid>
  );
}

function Heading() {
  const { t } = useTranslation('console-dashboard', { keyPrefix: 'jobs' });
  return (
    <Title order={2} fz="lg">
      {t('heading')}
    </Title>
  );
}

/**
 * The dashboard's "Background jobs" (issue 28): each periodic job the server runs, what it does,
 * when it last ran and what came of it (its counts, or its error in red), and when it runs next.
 */
export function JobsPanel() {
  return (
    <Stack component="section" gap="sm" data-testid="jobs-panel">
      {/* Its texts are a file of their own: while they load, only this panel waits. */}
      <Suspense fallback={<ConsoleLoader />}>
        <Heading />
        <Jobs />
      </Suspense>
    </Stack>
  );
}
