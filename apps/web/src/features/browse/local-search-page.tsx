import { useState } from 'react';
import { Container, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LOCAL_SEARCH_PAGE_SIZE, pageCount, type Gender, type ProfileCardPage } from '@rishta/domain';
import { api } from '@/lib/api';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { PageWindow } from '@/components/page-window';
import { ProfileGrid } from '@/components/profile-grid';
import { useSession } from '@/lib/session';
import { profileListPath } from './api';
import { DEFAULT_VISITOR_GENDER, GenderChoice } from './gender-choice';
import { filterProfiles } from './local-filter';
import { RESULTS_ID, scrollToResults } from './scroll';
import { SearchTerms } from './search-terms';
import { useBrowseTexts } from './use-browse-texts';

/** How many of the newest profiles are loaded once and searched on the phone. */
const LOCAL_STORE_LIMIT = 1000;

/**
 * Local search (SPEC.md §2): the newest profiles are loaded once, then every typed term filters
 * them on the phone, with no request per keystroke. Kept for the visit (staleTime) so coming back
 * costs nothing.
 */
const useProfileStore = (gender: Gender | undefined) =>
  useQuery({
    queryKey: ['local-profile-store', gender ?? 'viewer'],
    queryFn: () =>
      api<ProfileCardPage>(profileListPath({ ordering: '-created_on', limit: LOCAL_STORE_LIMIT, gender })),
    staleTime: 30 * 60 * 1000,
  });

export function LocalSearchPage() {
  const { t } = useTranslation('browse');
  const texts = useBrowseTexts();
  const isVisitor = useSession() === null;
  const [gender, setGender] = useState<Gender>(DEFAULT_VISITOR_GENDER);
  const [terms, setTerms] = useState<string[]>([]);
  const [page, setPage] = useState(1);
  // Logged-in users always get the opposite gender from the server, so they send none.
  const store = useProfileStore(isVisitor ? gender : undefined);

  const matches = store.data ? filterProfiles(store.data.results, terms) : undefined;
  const total = pageCount(matches?.length ?? 0, LOCAL_SEARCH_PAGE_SIZE);
  const current = Math.min(page, Math.max(1, total));
  const shown = matches?.slice((current - 1) * LOCAL_SEARCH_PAGE_SIZE, current * LOCAL_SEARCH_PAGE_SIZE);

  return (
    <Container size="lg" px="md" py={{ base: 'md', sm: 'xl' }}>
      <title>{`${t('local.title')} – ${t('appName', { ns: 'common' })}`}</title>
      <PageHeader title={t('local.title')} description={t('local.intro')} />
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <Stack gap="md">
            {isVisitor && (
              <GenderChoice
                value={gender}
                onChange={(g) => {
                  setGender(g);
                  setPage(1);
                }}
              />
            )}
            <SearchTerms
              terms={terms}
              onChange={(next) => {
                setTerms(next);
                setPage(1);
              }}
            />
          </Stack>
        </Paper>
        <div id={RESULTS_ID}>
          {store.isError && !store.data ? (
            <LoadError
              onRetry={() => void store.refetch()}
              retrying={store.isFetching}
              message={texts.loadFailed}
              retryLabel={texts.retry}
            />
          ) : (
            <Stack gap="md">
              {matches && matches.length > 0 && (
                <Text fw={600} aria-live="polite">
                  {texts.found(matches.length)}
                </Text>
              )}
              <ProfileGrid profiles={shown} loadingText={texts.loading} emptyText={texts.empty} />
              <PageWindow
                total={total}
                value={current}
                onChange={(next) => {
                  setPage(next);
                  scrollToResults();
                }}
                labels={texts.pages}
              />
            </Stack>
          )}
        </div>
      </Stack>
    </Container>
  );
}
