import type { ReactNode } from 'react';
import { Paper, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { ConsoleLoader } from '../shell/console-loader';
import { useConsoleErrorText } from '../use-console-error-text';
import { CONTENT_NS } from './content-texts';

/** What a content screen's query shows while it loads or when it failed (with Retry), else its data. */
export function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('console');
  const { errorText } = useConsoleErrorText(CONTENT_NS);
  if (query.isPending) return <ConsoleLoader />;
  if (query.isError) {
    return (
      <LoadError
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        message={errorText(query.error)}
        retryLabel={t('shell.retry')}
      />
    );
  }
  return children(query.data);
}

/** A content list while it loads, when it failed, when it is empty, or its items. */
export function ListState<T extends { results: unknown[] }>({
  query,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  /** What an empty list means, e.g. "No books yet. Books you add appear on the Books page." */
  empty: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <QueryState query={query}>
      {(data) =>
        data.results.length === 0 ? (
          <Paper withBorder radius="md" p="lg" ta="center" role="status">
            <Text c="dimmed">{empty}</Text>
          </Paper>
        ) : (
          children(data)
        )
      }
    </QueryState>
  );
}
