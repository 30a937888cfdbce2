import { useNavigate, useParams } from 'react-router';
import { Container, Paper } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { notify } from '@/lib/notify';
import { useLoginRedirect } from '@/components/login-redirect';
import { useMessage } from '@/lib/use-message';
import { profileDetailKey } from './profile-api';
import { ReportForm } from './report-form';
import { profilePath } from '@/config/paths';

/** The report page, route /report/:slug. Reports need a login (SPEC.md §6). */
export function ReportPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('profile');
  const message = useMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const redirect = useLoginRedirect({ comeBack: true });
  if (redirect) return redirect;

  const onReported = () => {
    notify({ color: 'rishta', message: message('reportedSuccessfully') });
    // The profile now shows 'You have reported this user'.
    void queryClient.invalidateQueries({ queryKey: profileDetailKey(slug) });
    void navigate(profilePath(slug));
  };

  return (
    <Container size={680} px="md" py={{ base: 'md', sm: 'xl' }}>
      <title>{`${t('report.title')} – ${t('appName', { ns: 'common' })}`}</title>
      <PageHeader title={t('report.title')} description={t('report.intro')} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <ReportForm slug={slug} onReported={onReported} />
      </Paper>
    </Container>
  );
}
