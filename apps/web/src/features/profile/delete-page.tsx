import { Navigate, useNavigate, useParams } from 'react-router';
import { Container, Paper } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { useLoginRedirect } from '@/components/login-redirect';
import { useMessage } from '@/lib/use-message';
import { DeleteForm } from './delete-form';
import { DeletionNotYet } from './deletion-not-yet';
import { profileDetailKey, useProfileDetail } from './profile-api';
import { profilePath } from '@/config/paths';

/**
 * The delete request page, route /delete/:slug, for the owner only (SPEC.md §6): anyone else is
 * sent back to the profile. The profile is read for its id and to know who owns it.
 */
export function DeletePage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('profile');
  const message = useMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loggedIn = !!useSession();
  const profile = useProfileDetail(slug, loggedIn);

  const redirect = useLoginRedirect();
  if (redirect) return redirect;
  if (profile.data && !profile.data.is_owner) return <Navigate to={profilePath(slug)} replace />;

  const onSent = () => {
    notify({ color: 'rishta', message: message('deleteRequestSent'), autoClose: 8000 });
    // The profile then shows that the request is in process (§4).
    void queryClient.invalidateQueries({ queryKey: profileDetailKey(slug) });
    void navigate(profilePath(slug));
  };

  return (
    <Container size={680} px="md" py={{ base: 'md', sm: 'xl' }}>
      <title>{`${t('delete.title')} – ${t('appName', { ns: 'common' })}`}</title>
      <PageHeader title={t('delete.title')} description={t('delete.intro')} />
      {profile.isPending ? (
        <PageLoader />
      ) : profile.isError ? (
        <LoadError onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
      ) : (
        <>
          {profile.data.deletion_possible_from && (
            <DeletionNotYet from={profile.data.deletion_possible_from} />
          )}
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
            <DeleteForm profileId={profile.data.id} onSent={onSent} />
          </Paper>
        </>
      )}
    </Container>
  );
}
