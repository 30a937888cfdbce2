import { useEffect } from 'react';
import { Link } from 'react-router';
import { Anchor, Container, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { searchDefaultsFor } from '@rishta/domain';
import { useOfflineNoticeText } from '@/lib/offline';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useOwnProfile } from '@/lib/queries/own-profile';
import { useProfileList } from './api';
import { ProfileResults } from './profile-results';
import { useRememberedScroll } from './remembered-scroll';
import { useRememberedSearch } from './remembered-search';
import { scrollToResults, RESULTS_ID } from './scroll';
import { SearchForm } from './search-form';
import { TextSearch } from './text-search';
import { AppliedFilters } from './applied-filters';
import {
  EMPTY_FILTERS,
  filtersFromDefaults,
  hasSearchState,
  readSearchFilters,
  searchListParams,
  writeSearchFilters,
} from './search-filters';

/** Profile search (SPEC.md §2 "Profiles search"), starting from the user's defaults (§9). */
export function ProfilesSearchPage() {
  const { t } = useTranslation('browse');
  const session = useSession();
  const isVisitor = session === null;
  const [params, setParams] = useRememberedSearch('profiles');
  const needsDefaults = !hasSearchState(params);
  // Offline the page shows the profiles this phone kept: its last search, restored by
  // useRememberedSearch, whose list the service worker answers at once (issue 32).
  useOfflineNoticeText(t('offline.banner'));
  const own = useOwnProfile(needsDefaults ? (session?.profileId ?? null) : null);

  // First visit: put the defaults into the URL, then search. A logged-in user's come from their
  // own profile; without one (or if it cannot load) the search starts unfiltered.
  useEffect(() => {
    if (!needsDefaults) return;
    const waiting = session?.profileId != null && !own.data && !own.isError;
    if (waiting) return;
    const filters = own.data ? filtersFromDefaults(searchDefaultsFor(own.data)) : EMPTY_FILTERS;
    setParams(writeSearchFilters(filters, 1), { replace: true });
  }, [needsDefaults, own.data, own.isError, session?.profileId, setParams]);

  const { filters, page } = readSearchFilters(params);
  // Only a user with a profile waits for defaults; a visitor's are the empty filters, shown at
  // once (issue 11: drawing a placeholder first moved the results, CLS 0.23).
  const waiting = needsDefaults && session?.profileId != null;
  const list = useProfileList(searchListParams(filters, page, isVisitor), !waiting);
  useRememberedScroll('profiles', list.data !== undefined);
  const urlKey = writeSearchFilters(filters, 1).toString();
  const show = (next: typeof filters) => setParams(writeSearchFilters(next, 1));

  return (
    <Container size="lg" px="md" py={{ base: 'md', sm: 'xl' }}>
      <title>{`${t('search.title')} – ${t('appName', { ns: 'common' })}`}</title>
      <PageHeader title={t('search.title')} description={t('search.intro')} />
      <Stack gap="lg">
        {/* The forms are drawn at once, even while a user's defaults load: they keep their size
            when the defaults arrive, so the results below never move (issue 11: CLS). */}
        <TextSearch
          key={`text-${filters.text}`}
          initial={filters.text}
          onSearch={(text) => show({ ...filters, text })}
        />
        <SearchForm
          key={urlKey}
          initial={{ ...filters, text: '' }}
          isVisitor={isVisitor}
          onSearch={(next) => show({ ...next, text: '' })}
        />
        <AppliedFilters filters={filters} onChange={show} />
        {/* Issue 32: the other way to search, for a slow connection, says what it searches. */}
        <Text fz="sm" c="dimmed">
          <Anchor component={Link} to={paths.localSearch} fw={600}>
            {t('local.title')}
          </Anchor>
          {`: ${t('local.intro')}`}
        </Text>
        <div id={RESULTS_ID}>
          <ProfileResults
            query={list}
            page={page}
            onPageChange={(next) => {
              setParams(writeSearchFilters(filters, next));
              scrollToResults();
            }}
          />
        </div>
      </Stack>
    </Container>
  );
}
