import { Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { pageCount, type ProfileCardPage } from '@rishta/domain';
import { LoadError } from '@/components/load-error';
import { useOffline } from '@/lib/offline';
import { PageWindow } from '@/components/page-window';
import { ProfileGrid } from '@/components/profile-grid';
import { useBrowseTexts } from './use-browse-texts';

/** The match count, the cards and the page buttons of a server-paged profile list (20 a page). */
export function ProfileResults({
  query,
  page,
  onPageChange,
}: {
  query: UseQueryResult<ProfileCardPage>;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const texts = useBrowseTexts();
  const offline = useOffline();
  if (query.isError && !query.data) {
    // Offline, a list this phone never kept is said quietly: the app's offline notice is the one
    // warning (issue 32), and the list loads by itself when the connection is back.
    if (offline) {
      return (
        <Text c="gray.7" fz="sm">
          {texts.notSaved}
        </Text>
      );
    }
    return (
      <LoadError
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        message={texts.loadFailed}
        retryLabel={texts.retry}
      />
    );
  }
  const data = query.data;
  return (
    <Stack gap="md">
      {data && data.count > 0 && (
        <Text fw={600} aria-live="polite">
          {texts.found(data.count, data.count_capped)}
        </Text>
      )}
      <ProfileGrid
        profiles={data?.results}
        loadingText={texts.loading}
        emptyText={texts.empty}
        stale={query.isPlaceholderData}
      />
      {data && (
        <PageWindow total={pageCount(data.count)} value={page} onChange={onPageChange} labels={texts.pages} />
      )}
    </Stack>
  );
}
