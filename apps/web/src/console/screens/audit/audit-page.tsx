import { useSearchParams } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { ConsoleLoader } from '../../kit/shell/console-loader';
import { ConsolePageHeader } from '../../kit/shell/console-page-header';
import { AuditRows } from '../../kit/audit/audit-entry';
import { useConsoleErrorText } from '../../kit/use-console-error-text';
import { LogEntry } from './audit-entry';
import { AuditFilterForm } from './audit-filter-form';
import { filtersFromParams, filtersToParams, hasFilters, type AuditFilters } from './audit-filters';
import { auditLogQuery } from './queries';

/** The entries for the address's filters, newest first, 50 at a time with Load more. */
function AuditList({ filters }: { filters: AuditFilters }) {
  const { t } = useTranslation('console-audit');
  const { errorText } = useConsoleErrorText('console-audit');
  const log = useInfiniteQuery(auditLogQuery(filters));
  if (log.isPending) return <ConsoleLoader />;
  // A failed Load more keeps the pages already shown (and says so under them).
  if (!log.data) {
    return (
      <LoadError
        onRetry={() => void log.refetch()}
        retrying={log.isFetching}
        message={errorText(log.error)}
        retryLabel={t('shell.retry', { ns: 'console' })}
      />
    );
  }
  const rows = log.data.pages.flatMap((page) => page.results);
  if (rows.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl" ta="center" role="status">
        <Text c="dimmed">{hasFilters(filters) ? t('emptyFiltered') : t('empty')}</Text>
      </Paper>
    );
  }
  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed" role="status">
        {log.hasNextPage ? t('shownMore', { count: rows.length }) : t('shownAll', { count: rows.length })}
      </Text>
      <AuditRows gap="xs">
        {rows.map((row) => (
          <LogEntry key={row.id} row={row} />
        ))}
      </AuditRows>
      {log.hasNextPage && (
        <Button
          variant="light"
          onClick={() => void log.fetchNextPage()}
          loading={log.isFetchingNextPage}
          style={{ alignSelf: 'center' }}
        >
          {t('loadMore')}
        </Button>
      )}
      {log.isFetchNextPageError && (
        <Text fz="sm" c="red.9" ta="center" role="alert">
          {errorText(log.error)}
        </Text>
      )}
    </Stack>
  );
}

/**
 * /admin/audit: every staff action (who, what, on which record, why, before → after), newest
 * first. The filters are the address's query, so other screens link to a filtered view
 * (/admin/audit?account_id=7) and a reload keeps it.
 */
export function AuditPage() {
  const { t } = useTranslation('console-audit');
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const key = filtersToParams(filters).toString();
  return (
    <Stack gap="md" maw={1100}>
      <ConsolePageHeader title={t('title')} description={t('intro')} />
      <AuditFilterForm key={key} filters={filters} onApply={(next) => setParams(filtersToParams(next))} />
      <AuditList filters={filters} />
    </Stack>
  );
}
