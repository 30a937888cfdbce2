import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FactTable } from '../../kit/fact-table';
import { Ago } from '../../kit/format/ago';
import type { ProfileReview } from './queries';

/** One number with what it counts. */
function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
    </div>
  );
}

/** How the profile has been used: proposals either way, and reports about it. */
export function ReviewActivity({ review }: { review: ProfileReview }) {
  const { t } = useTranslation('console-profile-review');
  const { proposals, reports } = review;
  return (
    <Paper withBorder radius="md" p="sm">
      <Title order={2} fz="lg" mb="xs">
        {t('activity.title')}
      </Title>
      <SimpleGrid cols={{ base: 3 }} spacing="xs" verticalSpacing="xs">
        <Stat label={t('activity.sent')} value={proposals.sent} />
        <Stat label={t('activity.received')} value={proposals.received} />
        <Stat label={t('activity.accepted')} value={proposals.accepted} />
        <Stat label={t('activity.openReports')} value={reports.open} />
        <Stat label={t('activity.handledReports')} value={reports.handled} />
        <Stat label={t('activity.views')} value={review.profile.view_count} />
      </SimpleGrid>
    </Paper>
  );
}

/** The account behind the profile: its username and when it joined, saved and was last seen. */
export function ReviewAccount({ review }: { review: ProfileReview }) {
  const { t } = useTranslation('console-profile-review');
  const { account } = review;
  const when = (iso: string) => <Ago iso={iso} />;
  const rows = [
    { key: 'username', label: t('account.username'), value: <bdi dir="ltr">{account.username}</bdi> },
    { key: 'created', label: t('account.created'), value: when(account.created_on) },
    { key: 'updated', label: t('account.updated'), value: when(review.profile.updated_on) },
    { key: 'active', label: t('account.lastActive'), value: when(account.last_active) },
    {
      key: 'login',
      label: t('account.lastLogin'),
      value: account.last_login_on ? when(account.last_login_on) : t('account.never'),
    },
  ];
  return (
    <Paper withBorder radius="md" p="sm">
      <Title order={2} fz="lg" mb="xs">
        {t('account.title')}
      </Title>
      <FactTable rows={rows} labelWidth="45%" />
    </Paper>
  );
}
