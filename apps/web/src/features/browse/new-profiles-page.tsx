import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NEW_PROFILES_LIMIT } from '@rishta/domain';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { ProfileGrid } from '@/components/profile-grid';
import { useProfileList } from './api';
import { useBrowseTexts } from './use-browse-texts';

/** The latest 50 profiles (SPEC.md §2, §9), newest first, on one page. */
export function NewProfilesPage() {
  const { t } = useTranslation('browse');
  const texts = useBrowseTexts();
  const list = useProfileList({ ordering: '-created_on', limit: NEW_PROFILES_LIMIT });
  return (
    <Container size="lg" px="md" py={{ base: 'md', sm: 'xl' }}>
      <title>{`${t('newProfiles.title')} – ${t('appName', { ns: 'common' })}`}</title>
      <PageHeader
        title={t('newProfiles.title')}
        description={t('newProfiles.intro', { count: NEW_PROFILES_LIMIT })}
      />
      {list.isError && !list.data ? (
        <LoadError
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
          message={texts.loadFailed}
          retryLabel={texts.retry}
        />
      ) : (
        <ProfileGrid profiles={list.data?.results} loadingText={texts.loading} emptyText={texts.empty} />
      )}
    </Container>
  );
}
