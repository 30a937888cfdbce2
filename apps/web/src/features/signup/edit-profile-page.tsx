import { Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useSession } from '@/lib/session';
import { ownProfileQuery } from '@/lib/queries/own-profile';
import { toWizardValues } from './form-values';
import { ProfileWizard } from './profile-wizard';
import { EDIT_STEPS } from './validation';
import { paths } from '@/config/paths';

/** /edit-profile: edit mode (§2). `?mode=create` (right after sign-up) opens on the photo step. */
export function EditProfilePage() {
  const { t } = useTranslation('signup');
  const current = useSession();
  const [params] = useSearchParams();
  const justCreated = params.get('mode') === 'create';
  // '?step=photos' opens the photo step (the owner's 'Add a photo' button).
  const toPhotos = justCreated || params.get('step') === 'photos';
  const profileId = current?.profileId ?? null;
  // Opened without a session: log in first. A session that ends while the page is open (Logout
  // from the drawer, an 'Invalid token.' answer) is followed by its own navigation (§4, §8), which
  // a redirect to the login from here would override.
  const [openedLoggedIn] = useState(() => profileId !== null);
  const profile = useQuery({
    ...ownProfileQuery(profileId),
    // Always the stored profile, never an old copy: the form is saved back whole.
    staleTime: 0,
    gcTime: 0,
  });

  if (!current || profileId === null) return openedLoggedIn ? null : <Navigate to={paths.login} replace />;

  return (
    <Container size="sm" px="md" py="md">
      {/* Right after sign-up this is still the sign-up's last step (issue 11: the title switched to
          'Edit your profile' the moment the profile was created). */}
      <PageHeader
        title={justCreated ? t('createTitle') : t('editTitle')}
        description={justCreated ? undefined : t('editDescription')}
      />
      {profile.isPending ? (
        <PageLoader />
      ) : profile.isError ? (
        <LoadError
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
          message={t('loadFailed')}
        />
      ) : (
        <ProfileWizard
          mode="edit"
          initialValues={toWizardValues(profile.data)}
          initialStep={toPhotos ? EDIT_STEPS.indexOf('photos') : 0}
          profile={profile.data}
          created={justCreated}
        />
      )}
    </Container>
  );
}
