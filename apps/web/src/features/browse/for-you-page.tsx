import { Link, useSearchParams } from 'react-router';
import { Button, Container, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useLoginRedirect } from '@/components/login-redirect';
import { StandingNotice } from '@/components/standing/standing-notice';
import { useStanding } from '@/lib/standing';
import { useProfileList } from './api';
import { ProfileResults } from './profile-results';
import { scrollToResults, RESULTS_ID } from './scroll';
import { paths } from '@/config/paths';

/**
 * 'For you' (issue 11 item 13): where a returning user lands after login. The server builds the
 * list from their expectation, or their own state and age, newest first, without the people they
 * already proposed to or blocked.
 */
export function ForYouPage() {
  const { t } = useTranslation('browse');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const redirect = useLoginRedirect();
  const standing = useStanding();
  const list = useProfileList({ for_you: 'true', page }, redirect === null);
  if (redirect) return redirect;
  return (
    <Container size="lg" px="md" py={{ base: 'md', sm: 'xl' }}>
      <title>{`${t('forYou.title')} – ${t('appName', { ns: 'common' })}`}</title>
      <PageHeader title={t('forYou.title')} description={t('forYou.intro')}>
        <Group gap="sm" mt="xs">
          <Button component={Link} to={paths.proposals} variant="light" size="sm">
            {t('forYou.setExpectation')}
          </Button>
          <Button component={Link} to={paths.search} variant="subtle" size="sm">
            {t('forYou.search')}
          </Button>
        </Group>
      </PageHeader>
      <Stack gap="lg">
        <StandingNotice standing={standing.data} />
        <div id={RESULTS_ID}>
          <ProfileResults
            query={list}
            page={page}
            onPageChange={(next) => {
              setParams({ page: String(next) });
              scrollToResults();
            }}
          />
        </div>
      </Stack>
    </Container>
  );
}
