import { Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { useSession } from '@/lib/session';
import { useLoginRedirect } from '@/components/login-redirect';
import { useMessage } from '@/lib/use-message';
import { CardGrid, CardGridSkeleton } from './card-grid';
import { useFavouriteProfiles } from '@/lib/queries/favourites';

/** Favourite profiles, route /favourite (SPEC.md §2): login only, skeleton, cards or the empty line. */
export function FavouritesPage() {
  const { t } = useTranslation('favourites');
  const message = useMessage();
  const loggedIn = !!useSession();
  const favourites = useFavouriteProfiles(loggedIn);

  const redirect = useLoginRedirect();
  if (redirect) return redirect;

  return (
    <Container size="lg" px="md" py={{ base: 'md', sm: 'xl' }}>
      <title>{`${t('favourites.title')} – ${t('appName', { ns: 'common' })}`}</title>
      <PageHeader title={t('favourites.title')} />
      {favourites.isPending ? (
        <CardGridSkeleton label={t('loading')} />
      ) : favourites.isError ? (
        <LoadError onRetry={() => void favourites.refetch()} retrying={favourites.isFetching} />
      ) : favourites.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          <bdi>{message('noFavouriteProfiles')}</bdi>
        </Text>
      ) : (
        <CardGrid profiles={favourites.data} />
      )}
    </Container>
  );
}
