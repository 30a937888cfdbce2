import { Container, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { useSession } from '@/lib/session';
import { useLoginRedirect } from '@/components/login-redirect';
import { useMessage } from '@/lib/use-message';
import { CardGrid, CardGridSkeleton } from './card-grid';
import { useRecentVisitors } from './visitors-api';

/** Who opened the user's profile, most recent first; route /profile-visited (SPEC.md §2). */
export function VisitorsPage() {
  const { t } = useTranslation('favourites');
  const message = useMessage();
  const loggedIn = !!useSession();
  const visitors = useRecentVisitors(loggedIn);

  const redirect = useLoginRedirect();
  if (redirect) return redirect;

  return (
    <Container size="lg" px="md" py={{ base: 'md', sm: 'xl' }}>
      <title>{`${t('visitors.title')} – ${t('appName', { ns: 'common' })}`}</title>
      {/* Issue 11: the owner's page counts every view; this says why the list can be shorter. */}
      <PageHeader title={t('visitors.title')} description={t('visitors.explain')} />
      {visitors.isPending ? (
        <CardGridSkeleton label={t('loading')} />
      ) : visitors.isError ? (
        <LoadError onRetry={() => void visitors.refetch()} retrying={visitors.isFetching} />
      ) : visitors.data.results.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          <bdi>{message('noVisitorFound')}</bdi>
        </Text>
      ) : (
        <Stack gap="md">
          <Text fw={600}>
            <bdi>{message('showingRecentVisitors')}</bdi>
          </Text>
          <CardGrid profiles={visitors.data.results} />
        </Stack>
      )}
    </Container>
  );
}
