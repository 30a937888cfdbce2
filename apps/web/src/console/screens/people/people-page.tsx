import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Box, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PEOPLE_QUERY_MIN, PEOPLE_SEARCH_LIMIT } from '@rishta/domain';
import { LoadError } from '@/components/load-error';
import { ConsoleLoader } from '../../kit/shell/console-loader';
import { ConsolePageHeader } from '../../kit/shell/console-page-header';
import { PeopleSearchForm } from './people-search-form';
import { PersonMatchItem } from './person-match-item';
import { peopleSearchQuery } from './queries';
import { useConsoleErrorText } from '../../kit/use-console-error-text';

/**
 * The search as the result lines quote it: in quotation marks, isolated (FSI…PDI) so a query in
 * Latin letters keeps its marks in place inside an Urdu sentence, and an Urdu one in an English one.
 */
const quoted = (q: string) => `\u2068“${q}”\u2069`;

/** What the search in the address found: loading, failed, nothing, or the accounts. */
function SearchResults({ q, search }: { q: string; search: string }) {
  const { t } = useTranslation('console-people');
  const { t: tAdmin } = useTranslation('console');
  const { errorText } = useConsoleErrorText('console-people');
  const results = useQuery(peopleSearchQuery(q));
  if (results.isPending) return <ConsoleLoader />;
  if (results.isError) {
    return (
      <LoadError
        onRetry={() => void results.refetch()}
        retrying={results.isFetching}
        message={errorText(results.error)}
        retryLabel={tAdmin('shell.retry')}
      />
    );
  }
  const matches = results.data.results;
  if (matches.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl" ta="center" role="status">
        <Text fw={600}>{t('search.empty', { q: quoted(q) })}</Text>
        <Text c="dimmed" fz="sm">
          {t('search.emptyHint')}
        </Text>
      </Paper>
    );
  }
  return (
    <Stack gap="sm" style={{ opacity: results.isPlaceholderData ? 0.6 : 1 }}>
      <Text fw={600} role="status">
        {t('search.found', { count: matches.length, q: quoted(q) })}
      </Text>
      <Stack component="ul" gap="sm" m={0} p={0} aria-label={t('search.results')}>
        {matches.map((match) => (
          <PersonMatchItem key={match.account_id} match={match} search={search} />
        ))}
      </Stack>
      {matches.length >= PEOPLE_SEARCH_LIMIT && (
        <Text fz="sm" c="dimmed" ta="center">
          {t('search.limit', { limit: PEOPLE_SEARCH_LIMIT })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * /admin/people?q=…: find a user account. The search is kept in the address, so Back from a
 * person's page returns to the same results and a search can be shared with a colleague.
 */
export function PeoplePage() {
  const { t } = useTranslation('console-people');
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const searchable = q.length >= PEOPLE_QUERY_MIN;
  return (
    <Stack gap={0} maw={900}>
      <ConsolePageHeader title={t('search.title')} description={t('search.intro')} />
      <Box mb="lg">
        <PeopleSearchForm query={q} onSearch={(next) => setParams({ q: next.trim() })} />
      </Box>
      {searchable ? (
        <SearchResults q={q} search={`?${params.toString()}`} />
      ) : (
        <Paper withBorder radius="md" p="xl" ta="center" role="status">
          <Text c="dimmed">{q ? t('search.tooShort', { min: PEOPLE_QUERY_MIN }) : t('search.prompt')}</Text>
        </Paper>
      )}
    </Stack>
  );
}
