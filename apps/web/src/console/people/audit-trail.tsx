import { Link } from 'react-router';
import { Anchor, Badge, Group, Stack, Text, useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AUDIT_PAGE, type AuditRow, type PersonDetail } from '@rishta/domain';
import { dateTime, timeAgo } from '../lib/format-time';
import { PersonSection } from './person-section';

/** The audit log, filtered to one account (the audit screen reads `account_id` from the address). */
export const auditLogPath = (accountId: number) => `/admin/audit?account_id=${accountId}`;

/** Each field the row changed, in the order the action recorded it: before, after. */
function changedFields(row: AuditRow): { field: string; before: unknown; after: unknown }[] {
  const fields = [...new Set([...Object.keys(row.before ?? {}), ...Object.keys(row.after ?? {})])];
  return fields.map((field) => ({ field, before: row.before?.[field], after: row.after?.[field] }));
}

/** A recorded value as a moderator reads it: nothing as a dash, yes/no, text as it was written. */
function useValueText() {
  const { t } = useTranslation('admin-people');
  return (value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('audit.empty');
    if (typeof value === 'boolean') return value ? t('audit.yes') : t('audit.no');
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    return JSON.stringify(value);
  };
}

function AuditEntry({ row }: { row: AuditRow }) {
  const { t, i18n } = useTranslation('admin-people');
  const valueText = useValueText();
  const changes = changedFields(row);
  // From before to after in the reading direction: right to left in Urdu.
  const arrow = useDirection().dir === 'rtl' ? ' ← ' : ' → ';
  return (
    <Stack
      component="li"
      gap={4}
      py="xs"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)', minWidth: 0 }}
    >
      <Group gap="xs" justify="space-between" align="flex-start">
        <Group gap="xs">
          <Badge variant="light" color="gray" c="gray.9" tt="none" dir="ltr" ff="monospace">
            {row.action}
          </Badge>
          <Text fz="sm">{row.actor ? t('audit.by', { actor: row.actor }) : t('audit.system')}</Text>
        </Group>
        <Text fz="xs" c="dimmed" title={timeAgo(row.created_on, i18n.language)}>
          {dateTime(row.created_on, i18n.language)}
        </Text>
      </Group>
      {row.reason && (
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('audit.reason')} <bdi>{row.reason}</bdi>
        </Text>
      )}
      {changes.length > 0 && (
        <Stack
          component="ul"
          gap={2}
          m={0}
          p={0}
          aria-label={t('audit.changes')}
          style={{ listStyle: 'none' }}
        >
          {changes.map(({ field, before, after }) => (
            <Text component="li" key={field} fz="sm" style={{ overflowWrap: 'anywhere' }}>
              <Text span ff="monospace" fz="xs" c="dimmed" dir="ltr">
                {field}
              </Text>
              {': '}
              <Text span td="line-through" c="dimmed">
                <bdi>{valueText(before)}</bdi>
              </Text>
              {arrow}
              <Text span fw={600}>
                <bdi>{valueText(after)}</bdi>
              </Text>
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** What staff did to this account, newest first, each change as before → after. */
export function AuditTrail({ person }: { person: PersonDetail }) {
  const { t } = useTranslation('admin-people');
  return (
    <PersonSection title={t('audit.title')} intro={t('audit.intro')}>
      {person.audit.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('audit.none')}
        </Text>
      ) : (
        <Stack component="ol" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
          {person.audit.map((row) => (
            <AuditEntry key={row.id} row={row} />
          ))}
        </Stack>
      )}
      {person.audit.length >= AUDIT_PAGE && (
        <Text fz="sm" c="dimmed">
          {t('audit.more', { count: AUDIT_PAGE })}{' '}
          <Anchor component={Link} to={auditLogPath(person.account_id)} fz="sm">
            {t('person.auditLink')}
          </Anchor>
        </Text>
      )}
    </PersonSection>
  );
}
