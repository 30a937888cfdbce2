import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProfileView } from './profile-api';
import { timeOfDayOptions } from '@rishta/domain';
import { dateFormat } from '@/lib/dates';

/** Dates in the reader's language; a value the browser cannot read is shown as sent. */
function formatDate(value: string | null | undefined, language: string, withTime: boolean) {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(withTime ? timeOfDayOptions(language) : {}),
  }).format(date);
}

// A tint of the status colour behind text dark enough for 4.5:1 contrast on that tint.
const STATUS_COLOR: Record<string, { color: string; text: string }> = {
  Verified: { color: 'rishta', text: 'rishta.9' },
  'In Process': { color: 'yellow', text: 'dark.7' },
  Rejected: { color: 'red', text: 'red.9' },
  'Not Verified': { color: 'gray', text: 'dark.7' },
};
const OTHER_STATUS = { color: 'gray', text: 'dark.7' };

/** The page's h1 (the name) with the Verified badge, and the facts of SPEC.md §2 under it. */
export function ProfileSummary({ profile }: { profile: ProfileView }) {
  const { t, i18n } = useTranslation('profile');
  const lastActive = formatDate(profile.last_active, i18n.language, true);
  const createdOn = formatDate(profile.created_on ?? profile.created, i18n.language, false);
  const status = STATUS_COLOR[profile.verification_status] ?? OTHER_STATUS;
  const facts = [
    { key: 'code', label: t('summary.profileCode'), value: <bdi>{profile.profile_code}</bdi> },
    {
      key: 'status',
      label: t('summary.verification'),
      value: (
        <Badge variant="light" color={status.color} c={status.text}>
          {t(`status.${profile.verification_status}`, { defaultValue: profile.verification_status })}
        </Badge>
      ),
    },
    { key: 'active', label: t('summary.lastActive'), value: lastActive },
    { key: 'created', label: t('summary.createdOn'), value: createdOn },
  ].filter((fact) => fact.value);

  return (
    <Stack gap={6}>
      <Group gap="xs" align="center">
        <Title
          order={1}
          fz={{ base: 24, sm: 30 }}
          dir="auto"
          // A long name wraps inside the page instead of running off a phone's edge.
          style={{ overflowWrap: 'anywhere', minWidth: 0, maxWidth: '100%' }}
        >
          {profile.full_name}
        </Title>
        {profile.verification_status === 'Verified' && (
          <Badge color="rishta" variant="filled">
            {t('summary.verified')}
          </Badge>
        )}
      </Group>
      <Group component="dl" gap="xs" m={0}>
        {facts.map((fact) => (
          <Group key={fact.key} gap={4} wrap="nowrap" fz="sm">
            <Text component="dt" fz="sm" c="dimmed">
              {fact.label}:
            </Text>
            <Text component="dd" fz="sm" m={0}>
              {fact.value}
            </Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
