import { useId } from 'react';
import { Badge, Box, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Ago } from '../../kit/format/ago';
import { ConfirmDialog } from '../../kit/confirm-dialog';
import { dateTime } from '../../kit/format/format-time';
import { useDecision } from '../../kit/queue/use-decision';
import { memberDecisions, type MemberAction, type StaffMember } from './queries';

/** Each action's words in the confirmation (confirm.<key>Title/Text/Submit), and whether it is dangerous. */
const CONFIRM: Record<MemberAction, { key: string; danger: boolean }> = {
  disable: { key: 'disable', danger: true },
  enable: { key: 'enable', danger: false },
  'reset-authenticator': { key: 'reset', danger: true },
};

/** "Are you sure?" for the action asked, saying what it will do; the server's refusal shows here. */
function ConfirmAction({ decision, member }: { decision: Decision; member: StaffMember }) {
  const { t } = useTranslation('console-team');
  const action = decision.dialog?.action ?? 'disable';
  const { key, danger } = CONFIRM[action];
  return (
    <ConfirmDialog
      opened={decision.dialog?.opened ?? false}
      onClose={decision.close}
      onConfirm={() => void decision.submit(action)}
      title={t(`confirm.${key}Title`, { username: member.username })}
      text={t(`confirm.${key}Text`)}
      submit={t(`confirm.${key}Submit`)}
      cancel={t('confirm.cancel')}
      danger={danger}
      error={decision.error}
      busy={decision.busy !== null}
    />
  );
}

type Decision = ReturnType<typeof useDecision<StaffMember, MemberAction>>;

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
export function MemberItem({ member, isYou }: { member: StaffMember; isYou: boolean }) {
  const { t, i18n } = useTranslation('console-team');
  const { t: tAdmin } = useTranslation('console');
  const titleId = useId();
  const decision = useDecision<StaffMember, MemberAction>(memberDecisions, member, {
    username: member.username,
  });
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
            {member.last_login_at ? <Ago iso={member.last_login_at} /> : t('list.never')}
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
            onClick={() => decision.open('reset-authenticator')}
            disabled={!member.authenticator_set_up}
          >
            {t('list.reset')}
          </Button>
          {member.disabled ? (
            <Button variant="outline" size="sm" onClick={() => decision.open('enable')}>
              {t('list.enable')}
            </Button>
          ) : (
            <Button variant="outline" color="red.8" size="sm" onClick={() => decision.open('disable')}>
              {t('list.disable')}
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmAction decision={decision} member={member} />
    </Paper>
  );
}
