import { Link } from 'react-router';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { consolePath } from '../admin-paths';
import { dateTime, timeAgo } from '../lib/format-time';
import type { PersonMatch } from './queries';
import { StandingBadges } from './standing-badges';

/** Where the person page's "Back to search" returns to. */
export interface PersonPageState {
  search?: string;
}

export const personPath = (accountId: number) => consolePath(`people/${accountId}`);

/** One account a search found: its name links to the person page; code, username and standing beside it. */
export function PersonMatchItem({ match, search }: { match: PersonMatch; search: string }) {
  const { t, i18n } = useTranslation('admin-people');
  const { t: tAdmin } = useTranslation('admin');
  const state: PersonPageState = { search };
  return (
    <Paper component="li" withBorder radius="md" p="md" style={{ listStyle: 'none' }}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
            <Anchor component={Link} to={personPath(match.account_id)} state={state} fw={600} fz="lg">
              <bdi>{match.full_name}</bdi>
            </Anchor>
            <Badge variant="outline" color="gray.7" dir="ltr" tt="none">
              {match.profile_code}
            </Badge>
          </Group>
          <StandingBadges
            approval={match.approval_status}
            verification={match.verification_status}
            blocked={match.is_blocked}
          />
        </Group>
        <Text fz="sm" c="dimmed">
          <bdi dir="ltr" style={{ overflowWrap: 'anywhere' }}>
            {match.username}
          </bdi>{' '}
          · {tAdmin(`genders.${match.gender}`, { defaultValue: match.gender })} ·{' '}
          <span title={dateTime(match.created_on, i18n.language)}>
            {t('search.joined', { age: timeAgo(match.created_on, i18n.language) })}
          </span>
        </Text>
      </Stack>
    </Paper>
  );
}
