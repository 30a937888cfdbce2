import { Link } from 'react-router';
import { Badge, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChatGroup } from '@rishta/domain';
import { ChatListBody } from '../components/chat-list-body';

/** The sidebar of groups (SPEC.md §2) with Join/Leave on each. */
export function GroupList({
  groups,
  status,
  selected,
  busy,
  onJoin,
  onLeave,
  onRetry,
}: {
  groups: ChatGroup[] | undefined;
  status: 'pending' | 'error' | 'success';
  selected: string | null;
  busy: string | null;
  onJoin: (name: string) => void;
  onLeave: (name: string) => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation('chat');
  return (
    <Stack gap={0} style={{ flex: 1, minHeight: 0 }}>
      <Text component="h2" fw={700} fz="sm" c="gray.8" px="sm" py="xs" m={0}>
        {t('groups.groups')}
      </Text>
      <ChatListBody
        status={status}
        failed={status === 'error' && !groups}
        onRetry={onRetry}
        emptyText={groups?.length ? null : t('groups.none')}
        testId="group-list"
      >
        {(groups ?? []).map((group) => {
          const current = group.group_name === selected;
          return (
            <Group
              component="li"
              key={group.group_name}
              wrap="nowrap"
              gap="xs"
              px="sm"
              py={10}
              style={{
                borderBottom: '1px solid var(--mantine-color-gray-2)',
                background: current ? 'var(--mantine-color-rishta-0)' : undefined,
              }}
            >
              <UnstyledButton
                component={Link}
                to={`?group=${encodeURIComponent(group.group_name)}`}
                aria-current={current ? 'true' : undefined}
                style={{ flex: 1, minWidth: 0 }}
              >
                <Group gap={6} wrap="nowrap">
                  <Text fw={600} truncate dir="auto">
                    {group.display_name}
                  </Text>
                  {group.is_member && (
                    <Badge size="xs" color="rishta.8" style={{ flexShrink: 0 }}>
                      {t('groups.joined')}
                    </Badge>
                  )}
                </Group>
                {group.description && (
                  <Text fz="xs" c="gray.7" lineClamp={2} dir="auto">
                    {group.description}
                  </Text>
                )}
                <Text fz="xs" c="gray.7">
                  {t('groups.members', { count: group.member_count })}
                </Text>
              </UnstyledButton>
              {group.is_member ? (
                <Button
                  size="compact-sm"
                  variant="default"
                  onClick={() => onLeave(group.group_name)}
                  loading={busy === group.group_name}
                  aria-label={t('groups.leaveGroup', { name: group.display_name })}
                >
                  {t('groups.leave')}
                </Button>
              ) : (
                <Button
                  size="compact-sm"
                  onClick={() => onJoin(group.group_name)}
                  loading={busy === group.group_name}
                  aria-label={t('groups.joinGroup', { name: group.display_name })}
                >
                  {t('groups.join')}
                </Button>
              )}
            </Group>
          );
        })}
      </ChatListBody>
    </Stack>
  );
}
