import { Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dateTime, timeAgo } from '../lib/format-time';
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
  const { t } = useTranslation('admin-review');
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
  const { t, i18n } = useTranslation('admin-review');
  const { account } = review;
  const when = (iso: string) => (
    <span title={dateTime(iso, i18n.language)}>{timeAgo(iso, i18n.language)}</span>
  );
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
      <Table layout="fixed" verticalSpacing={4} fz="sm">
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" w="45%" fw={600} c="gray.7">
                {row.label}
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
