import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '@/components/alert-dialog';
import { PageLoader } from '@/components/page-loader';
import { ApiError } from '@/lib/api';
import { isError, useErrorText } from '@/lib/error-text';
import { rememberAfterLogin, useSession } from '@/lib/session';
import { useMessage } from '@/lib/use-message';
import { useProfileDetail } from './profile-api';
import { ProfileView } from './profile-view';
import { paths } from '@/config/paths';

/**
 * A visitor without a login (SPEC.md §6) is told to create a profile or log in; the profile is
 * remembered so login can come back to it.
 */
function LoginRequired() {
  const { t } = useTranslation('profile');
  const message = useMessage();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    rememberAfterLogin(`${location.pathname}${location.search}`);
  }, [location.pathname, location.search]);
  return (
    <>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {t('title')}
      </Title>
      <AlertDialog
        message={message('loginToOpenProfile')}
        onClose={() => void navigate(paths.login)}
        title={t('alert.title')}
        okLabel={t('alert.ok')}
        closeLabel={t('common.close', { ns: 'common' })}
      />
    </>
  );
}

/** SPEC.md §8: the server's detail (or a general line), 'No Profile Found!' and Login Again. */
function NotFound({ error }: { error: unknown }) {
  const { t } = useTranslation('profile');
  const message = useMessage();
  const navigate = useNavigate();
  const { failureText } = useErrorText();
  // The usual 404 detail is the title itself; saying it twice would add nothing.
  const line = isError(error, 'noProfileFound') ? null : failureText(error, 'somethingWentWrong');
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        <bdi>{message('noProfileFound')}</bdi>
      </Title>
      {line && (
        <Text c="dimmed">
          <bdi>{line}</bdi>
        </Text>
      )}
      <Button size="md" onClick={() => void navigate(paths.login)}>
        {t('loginAgain')}
      </Button>
    </Stack>
  );
}

/** The profile detail page, route /profiles/:slug (SPEC.md §2 "Profile detail"). */
export function ProfileDetailPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('profile');
  const loggedIn = !!useSession();
  // Logging out on this page is not a visitor arriving: the logout goes home, and this page must
  // neither ask to log in nor remember itself for after the next login (issue 11 item 12).
  const [openedLoggedIn] = useState(loggedIn);
  const [search] = useSearchParams();
  const detail = useProfileDetail(slug, loggedIn, search.get('from') === 'proposal' ? 'proposal' : undefined);
  const unauthorised = detail.error instanceof ApiError && detail.error.status === 401;

  let body;
  // A 401 means the server no longer knows this login: the same path as a visitor.
  if (!loggedIn && openedLoggedIn) body = null;
  else if (!loggedIn || unauthorised) body = <LoginRequired />;
  else if (detail.isPending) body = <PageLoader />;
  else if (detail.isError) body = <NotFound error={detail.error} />;
  else body = <ProfileView profile={detail.data} />;

  return (
    <Container size="md" px="md" py={{ base: 'md', sm: 'xl' }}>
      <title>{`${detail.data?.full_name ?? t('title')} – ${t('appName', { ns: 'common' })}`}</title>
      {body}
    </Container>
  );
}
