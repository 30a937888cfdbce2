import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../lib/format-time';
import type { ProfileReview } from './queries';

type Entry = ProfileReview['audit'][number];

const shown = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '–'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** "approval_status: pending → approved" for each field the action changed. */
function changes(entry: Entry): string[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => `${field}: ${shown(before[field])} → ${shown(after[field])}`);
}

/** What staff did to this account, newest first (the latest 50): who, what, why, and what changed. */
export function AuditTrail({ audit }: { audit: Entry[] }) {
  const { t, i18n } = useTranslation('admin-review');
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
        <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {audit.map((entry, index) => (
            <li key={`${entry.created_on}:${index}`}>
              <Group gap={6} wrap="wrap">
                <Badge variant="light" color="gray" tt="none">
                  {t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}
                </Badge>
                <Text fz="sm">
                  <bdi dir="ltr">{entry.actor ?? t('audit.system')}</bdi>
                </Text>
                <Text fz="xs" c="dimmed">
                  {dateTime(entry.created_on, i18n.language)}
                </Text>
              </Group>
              {entry.reason && (
                <Text fz="sm" mt={2} style={{ overflowWrap: 'anywhere' }}>
                  <bdi>{entry.reason}</bdi>
                </Text>
              )}
              {changes(entry).map((change) => (
                <Text
                  key={change}
                  fz="xs"
                  c="dimmed"
                  dir="ltr"
                  ta="start"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {change}
                </Text>
              ))}
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
