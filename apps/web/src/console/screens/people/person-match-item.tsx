import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Ago } from '../../kit/format/ago';
import { PersonHeading } from '../../kit/person-heading';
import { personPath } from '../../kit/shell/console-paths';
import type { PersonMatch } from './queries';
import { StandingBadges } from '../../kit/standing-badges';

/** Where the person page's "Back to search" returns to. */
export interface PersonPageState {
  search?: string;
}

/** One account a search found: its name links to the person page; code, username and standing beside it. */
export function PersonMatchItem({ match, search }: { match: PersonMatch; search: string }) {
  const { t } = useTranslation('console-people');
  const { t: tAdmin } = useTranslation('console');
  const state: PersonPageState = { search };
  return (
    <Paper component="li" withBorder radius="md" p="md" style={{ listStyle: 'none' }}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <PersonHeading person={match} to={personPath(match.account_id)} state={state} />
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
          <Ago iso={match.created_on} format={(age) => t('search.joined', { age })} />
        </Text>
      </Stack>
    </Paper>
  );
}
