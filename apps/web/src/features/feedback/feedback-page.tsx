import { Container, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { FeedbackForm } from './feedback-form';

export function FeedbackPage() {
  const { t } = useTranslation('feedback');
  return (
    <Container size={680} py={{ base: 'md', sm: 'xl' }}>
      <title>{`${t('title')} – ${t('appName', { ns: 'common' })}`}</title>
      <PageHeader title={t('title')} description={t('intro')} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <FeedbackForm />
      </Paper>
    </Container>
  );
}
