import { Link, useSearchParams } from 'react-router';
import { Anchor, Box, Code, Group, Paper, Stack, Text, useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditRow } from '@rishta/domain';
import { dateTime, timeAgo } from '../lib/format-time';
import { fieldChanges, showValue } from './field-diff';
import { useActionLabel } from './use-action-label';

function Value({ value }: { value: unknown }) {
  const { text, full } = showValue(value);
  return (
    <Text span fz="inherit" ff="monospace" title={text === full ? undefined : full}>
      <bdi>{text}</bdi>
    </Text>
  );
}

/** Before → after, a line per changed field; the arrow points the way the page reads. */
function Changes({ row }: { row: AuditRow }) {
  const { t } = useTranslation('admin-audit');
  const { dir } = useDirection();
  const changes = fieldChanges(row.before, row.after);
  if (changes.length === 0) return null;
  const arrow = dir === 'rtl' ? '←' : '→';
  return (
    <Box component="ul" m={0} p={0} fz="sm" aria-label={t('entry.changes')} style={{ listStyle: 'none' }}>
      {changes.map(({ field, before, after }) => (
        <Box component="li" key={field} style={{ overflowWrap: 'anywhere' }}>
          <Text span fz="inherit" fw={600}>
            <bdi>{field}</bdi>:
          </Text>{' '}
          <Value value={before} /> {arrow} <Value value={after} />
        </Box>
      ))}
    </Box>
  );
}

/** A link that narrows the log to one account, keeping the other filters. */
function AccountLink({ accountId }: { accountId: number }) {
  const { t } = useTranslation('admin-audit');
  const [params] = useSearchParams();
  if (params.get('account_id') === String(accountId)) return null;
  const next = new URLSearchParams(params);
  next.set('account_id', String(accountId));
  return (
    <Anchor component={Link} to={{ search: next.toString() }} fz="sm" title={t('entry.accountHint')}>
      {t('entry.account', { id: accountId })}
    </Anchor>
  );
}

/** One audit row: when, who, what, on which record, why, and what changed. */
export function AuditEntry({ row }: { row: AuditRow }) {
  const { t, i18n } = useTranslation('admin-audit');
  const actionLabel = useActionLabel();
  const label = actionLabel(row.action);
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid={`audit-${row.id}`}>
      <Stack gap={4}>
        <Group justify="space-between" align="baseline" gap="xs">
          <Group gap="xs" align="baseline">
            <Text fw={700} title={label === row.action ? undefined : row.action}>
              {label}
            </Text>
            <Code dir="ltr">{row.subject}</Code>
            {row.subject_account_id !== null && <AccountLink accountId={row.subject_account_id} />}
          </Group>
          <Text
            component="time"
            dateTime={row.created_on}
            fz="sm"
            c="dimmed"
            title={timeAgo(row.created_on, i18n.language)}
          >
            {dateTime(row.created_on, i18n.language)}
          </Text>
        </Group>
        <Text fz="sm" c="dimmed">
          {/* The username sits inside Urdu text too: isolated (FSI … PDI) so its dots stay put. */}
          {row.actor ? t('entry.by', { actor: `\u2068${row.actor}\u2069` }) : t('entry.bySystem')}
        </Text>
        {row.reason && (
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <Text span fz="inherit" fw={600}>
              {t('entry.reason')}
            </Text>{' '}
            <bdi>{row.reason}</bdi>
          </Text>
        )}
        <Changes row={row} />
      </Stack>
    </Paper>
  );
}
