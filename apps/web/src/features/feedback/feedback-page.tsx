import type { CSSProperties } from 'react';
import { Container, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { FeedbackForm } from './feedback-form';

// Mantine's default dimmed grey is below 4.5:1 on white; a darker grey keeps secondary text readable.
const PAGE_STYLE = { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' } as CSSProperties;

export function FeedbackPage() {
  const { t } = useTranslation('feedback');
  return (
    <Container size={680} py={{ base: 'md', sm: 'xl' }} style={PAGE_STYLE}>
      <title>{`${t('title')} – ${t('appName', { ns: 'common' })}`}</title>
      <PageHeader title={t('title')} description={t('intro')} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <FeedbackForm />
      </Paper>
    </Container>
  );
}
