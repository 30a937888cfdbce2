import type { ReactNode } from 'react';
import { Box, Group, Paper, Stack, Text, useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditRow } from '@rishta/domain';
import { dateTime, timeAgo } from '../format/format-time';
import { INTERFACE_LANGUAGES } from '@rishta/domain';
import { fieldChanges, translatedField, useAuditValue } from './audit-changes';
import { useActionLabel } from './use-action-label';

/** What every audit row holds (the profile review's trail leaves out the id and subject). */
export type AuditFacts = Pick<AuditRow, 'action' | 'actor' | 'reason' | 'before' | 'after' | 'created_on'>;

/**
 * Before → after, a line per field the action changed (unchanged ones left out): the field's name
 * and its values in the console's language, as the public pages word them. Each value is
 * isolated (<bdi>), so an English value keeps its order inside an Urdu line; the arrow points the
 * way the page reads.
 */
export function AuditChanges({ row }: { row: Pick<AuditRow, 'before' | 'after'> }) {
  const { t } = useTranslation('console-audit');
  const { dir } = useDirection();
  const value = useAuditValue();
  const changes = fieldChanges(row.before, row.after);
  if (changes.length === 0) return null;
  // A translated text reads as its language and field: 'தமிழ்: Title'.
  const label = (field: string) => {
    const translated = translatedField(field);
    const name = (key: string) => t(`fields.${key}`, { defaultValue: key });
    if (!translated) return name(field);
    const language = INTERFACE_LANGUAGES.find((l) => l.code === translated.language)?.nativeName;
    return `${language ?? translated.language}: ${name(translated.field)}`;
  };
  const arrow = dir === 'rtl' ? '←' : '→';
  return (
    <Box
      component="ul"
      m={0}
      p={0}
      fz="sm"
      aria-label={t('entry.changes')}
      className="every-script"
      style={{ listStyle: 'none' }}
    >
      {changes.map(({ field, before, after }) => {
        const [from, to] = [value(field, before), value(field, after)];
        return (
          <Box component="li" key={field} style={{ overflowWrap: 'anywhere' }}>
            <Text span fz="inherit" fw={600}>
              <bdi>{label(field)}</bdi>:
            </Text>{' '}
            <Text span fz="inherit" c="dimmed" title={from.full}>
              <bdi>{from.text}</bdi>
            </Text>{' '}
            {arrow}{' '}
            <Text span fz="inherit" title={to.full}>
              <bdi>{to.text}</bdi>
            </Text>
          </Box>
        );
      })}
    </Box>
  );
}

/**
 * One audit row, the same wherever it shows (the audit log, a person's page, a profile's review):
 * what was done, by whom and when, why, and what changed. `subject` is the log's own line about
 * the record (its code and a link to the account's rows).
 */
export function AuditEntry({
  row,
  subject,
  testId,
  framed = false,
}: {
  row: AuditFacts;
  subject?: ReactNode;
  testId?: string;
  /** A card of its own (the log), else a line between rules (a trail on another page). */
  framed?: boolean;
}) {
  const { t, i18n } = useTranslation('console-audit');
  const actionLabel = useActionLabel();
  const label = actionLabel(row.action);
  return (
    <Paper
      component="li"
      withBorder={framed}
      radius="md"
      p={framed ? 'sm' : 0}
      py="xs"
      bg={framed ? undefined : 'transparent'}
      data-testid={testId}
      style={framed ? undefined : { borderTop: '1px solid var(--mantine-color-gray-2)', borderRadius: 0 }}
    >
      <Stack gap={4}>
        <Group justify="space-between" align="baseline" gap="xs">
          <Group gap="xs" align="baseline">
            <Text fw={700} title={label === row.action ? undefined : row.action}>
              {label}
            </Text>
            {subject}
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
        <AuditChanges row={row} />
      </Stack>
    </Paper>
  );
}

/** Rows of the audit log, newest first, as an ordered list. */
export function AuditRows({ children, gap = 0 }: { children: ReactNode; gap?: number | string }) {
  return (
    <Stack component="ol" gap={gap} m={0} p={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}
