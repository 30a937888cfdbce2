import { useId } from 'react';
import { Badge, Box, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dateTime, timeAgo } from '../lib/format-time';
import type { StaffMember } from './queries';
import type { PendingAction } from './use-staff-actions';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text component="dt" fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Box component="dd" m={0} fz="sm">
        {children}
      </Box>
    </div>
  );
}

/** One staff account: role, last sign-in, authenticator and access, and what an admin can do to it. */
export function StaffMemberItem({
  member,
  isYou,
  onAction,
}: {
  member: StaffMember;
  isYou: boolean;
  onAction: (action: PendingAction) => void;
}) {
  const { t, i18n } = useTranslation('admin-staff');
  const { t: tAdmin } = useTranslation('admin');
  const titleId = useId();
  return (
    <Paper
      component="li"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p="md"
      style={{ listStyle: 'none' }}
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          <Text
            id={titleId}
            component="h2"
            fw={600}
            fz="lg"
            m={0}
            dir="ltr"
            style={{ overflowWrap: 'anywhere', minWidth: 0 }}
          >
            {member.username}
          </Text>
          {isYou && (
            <Badge variant="outline" color="gray.7">
              {t('list.you')}
            </Badge>
          )}
          {member.disabled && (
            <Badge variant="filled" color="red.9">
              {t('list.disabled')}
            </Badge>
          )}
        </Group>
        <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="sm" m={0}>
          <Fact label={t('list.role')}>
            <Badge
              variant="light"
              {...(member.role === 'admin'
                ? { color: 'grape', c: 'grape.9' }
                : { color: 'blue', c: 'blue.9' })}
            >
              {tAdmin(`roles.${member.role}`)}
            </Badge>
          </Fact>
          <Fact label={t('list.lastLogin')}>
            {member.last_login_at ? (
              <span title={dateTime(member.last_login_at, i18n.language)}>
                {timeAgo(member.last_login_at, i18n.language)}
              </span>
            ) : (
              t('list.never')
            )}
          </Fact>
          <Fact label={t('list.authenticator')}>
            {member.authenticator_set_up ? (
              <Badge variant="outline" color="teal.9">
                {t('list.authenticatorSet')}
              </Badge>
            ) : (
              <Stack gap={2}>
                <Badge variant="filled" color="yellow.4" c="black">
                  {t('list.authenticatorNotSet')}
                </Badge>
                <Text fz="xs" c="dimmed">
                  {t('list.authenticatorNotSetHint')}
                </Text>
              </Stack>
            )}
          </Fact>
          <Fact label={t('list.access')}>
            {member.disabled ? (
              <Badge variant="filled" color="red.9">
                {t('list.disabled')}
              </Badge>
            ) : (
              <Badge variant="outline" color="teal.9">
                {t('list.active')}
              </Badge>
            )}
          </Fact>
        </SimpleGrid>
        <Text fz="xs" c="dimmed">
          {t('list.created')}: {dateTime(member.created_on, i18n.language)}
        </Text>
        <Group
          gap="xs"
          justify="flex-end"
          role="group"
          aria-label={t('list.actionsFor', { username: member.username })}
        >
          <Button
            variant="default"
            size="sm"
            onClick={() => onAction({ member, kind: 'reset-authenticator' })}
            disabled={!member.authenticator_set_up}
          >
            {t('list.reset')}
          </Button>
          {member.disabled ? (
            <Button variant="outline" size="sm" onClick={() => onAction({ member, kind: 'enable' })}>
              {t('list.enable')}
            </Button>
          ) : (
            <Button
              variant="outline"
              color="red.8"
              size="sm"
              onClick={() => onAction({ member, kind: 'disable' })}
            >
              {t('list.disable')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
