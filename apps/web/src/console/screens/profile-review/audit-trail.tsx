import { Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AuditEntry, AuditRows } from '../../kit/audit/audit-entry';
import type { ProfileReview } from './queries';

/** What staff did to this account, newest first (the latest 50): who, what, why, and what changed. */
export function AuditTrail({ audit }: { audit: ProfileReview['audit'] }) {
  const { t } = useTranslation('console-profile-review');
  return (
    <Paper component="section" aria-labelledby="review-audit" withBorder radius="md" p="sm">
      <Title order={2} fz="lg" mb="xs" id="review-audit">
        {t('audit.title')}
      </Title>
      {audit.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('audit.none')}
        </Text>
      ) : (
        <AuditRows>
          {audit.map((entry, index) => (
            <AuditEntry key={`${entry.created_on}:${index}`} row={entry} />
          ))}
        </AuditRows>
      )}
    </Paper>
  );
}
