import { Link } from 'react-router';
import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StaffGroupMember } from '@rishta/domain';
import { dateTime } from '../../kit/format/format-time';
import { useDecision } from '../../kit/queue/use-decision';
import { personPath } from '../../kit/shell/console-paths';
import { groupDecisions, type GroupAction, type GroupSubject } from './group-decisions';
import { NoteDialog, RestrictDialog } from './group-dialogs';

/**
 * One person in a group: a member (an admin shown as such) or someone banned from it, with their
 * mute or ban and its reason, and the moderator's actions on them.
 */
export function MemberRow({ groupId, member }: { groupId: number; member: StaffGroupMember }) {
  const { t, i18n } = useTranslation('console-groups');
  const name = member.full_name;
  const decision = useDecision<GroupSubject, GroupAction>(
    groupDecisions,
    { groupId, profileId: member.profile_id },
    { name, code: member.profile_code },
  );
  const restriction = member.restriction;
  return (
    <Stack component="li" gap={6} py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2} style={{ flex: '1 1 14rem', minWidth: 0 }}>
          <Group gap={6}>
            <Anchor component={Link} to={personPath(member.account_id)} fw={600}>
              <bdi>{name}</bdi>
            </Anchor>
            <Text span fz="xs" c="dimmed">
              {member.profile_code}
            </Text>
            {member.is_admin && (
              <Badge color="yellow.4" c="dark.9" size="sm">
                {t('member.admin')}
              </Badge>
            )}
            {restriction && (
              <Badge color={restriction.kind === 'ban' ? 'red.9' : 'orange.9'} size="sm" variant="filled">
                {restriction.kind === 'ban'
                  ? t('member.banned')
                  : t('member.mutedUntil', { until: dateTime(restriction.until!, i18n.language) })}
              </Badge>
            )}
          </Group>
          {restriction && (
            <Text fz="sm" dir="auto">
              <Text span fw={600} fz="sm">
                {t('member.reason')}
              </Text>{' '}
              {restriction.reason}
            </Text>
          )}
        </Stack>
        <Group gap={6} justify="flex-end">
          {restriction ? (
            <Button size="compact-sm" variant="default" onClick={() => decision.open('lift')}>
              {t(restriction.kind === 'ban' ? 'actions.liftBan' : 'actions.liftMute')}
            </Button>
          ) : (
            <Button size="compact-sm" variant="default" onClick={() => decision.open('restrict')}>
              {t('actions.restrict')}
            </Button>
          )}
          {member.is_member && (
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => decision.open(member.is_admin ? 'remove_admin' : 'make_admin')}
            >
              {t(member.is_admin ? 'actions.removeAdmin' : 'actions.makeAdmin')}
            </Button>
          )}
        </Group>
      </Group>
      <RestrictDialog decision={decision} name={name} />
      <NoteDialog decision={decision} action="lift" name={name} />
      <NoteDialog decision={decision} action="make_admin" name={name} />
      <NoteDialog decision={decision} action="remove_admin" name={name} />
    </Stack>
  );
}
