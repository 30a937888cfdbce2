import { useState } from 'react';
import { Link } from 'react-router';
import {
  ActionIcon,
  Avatar,
  Badge,
  Box,
  Group,
  Menu,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Friend } from '@rishta/domain';
import { ChatListBody } from '../components/chat-list-body';
import { Ticks } from '../components/ticks';
import { indiaDateKey, messageTime } from '../lib/date-labels';
import { useNow } from '../lib/use-now';
import { dateFormat } from '@/lib/dates';
import { useBlockFriend } from './use-block-friend';

/** The friend list (SPEC.md §2): search, each friend's last message and unread count. */
export function FriendList({
  me,
  friends,
  selected,
  status,
  onRetry,
}: {
  me: number;
  friends: Friend[] | undefined;
  selected: number | null;
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
}) {
  const { t } = useTranslation('chat');
  const blocking = useBlockFriend(me);
  const [query, setQuery] = useState('');
  const needle = query.trim().toLocaleLowerCase();
  const shown = (friends ?? []).filter((f) => !needle || f.full_name.toLocaleLowerCase().includes(needle));
  return (
    <Stack gap={0} style={{ flex: 1, minHeight: 0 }}>
      <Box p="sm" pb="xs">
        <TextInput
          type="search"
          aria-label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          radius="xl"
        />
      </Box>
      <Text component="h2" className="visually-hidden">
        {t('list.friends')}
      </Text>
      <ChatListBody
        status={status}
        failed={status === 'error' && !friends}
        onRetry={onRetry}
        emptyText={
          shown.length > 0 ? null : needle ? t('list.noMatch', { query: query.trim() }) : t('list.empty')
        }
        testId="friend-list"
      >
        {shown.map((friend) => (
          <Group
            component="li"
            key={friend.friend_id}
            gap={0}
            wrap="nowrap"
            style={{
              borderBottom: '1px solid var(--mantine-color-gray-2)',
              background: friend.friend_id === selected ? 'var(--mantine-color-rishta-0)' : undefined,
            }}
          >
            <FriendRow friend={friend} me={me} selected={friend.friend_id === selected} />
            <FriendMenu
              friend={friend}
              busy={blocking.busy === friend.friend_id}
              onBlock={(block) => void blocking.setBlocked(friend, block)}
            />
          </Group>
        ))}
      </ChatListBody>
      {blocking.dialog}
    </Stack>
  );
}

function FriendRow({ friend, me, selected }: { friend: Friend; me: number; selected: boolean }) {
  const { t, i18n } = useTranslation('chat');
  const now = useNow();
  const last = friend.last_message;
  const mine = last?.sender_id === me;
  const when =
    last &&
    (indiaDateKey(last.timestamp) === indiaDateKey(now)
      ? messageTime(last.timestamp, i18n.language)
      : dateFormat(i18n.language, {
          timeZone: 'Asia/Kolkata',
          day: 'numeric',
          month: 'short',
        }).format(new Date(last.timestamp)));
  return (
    <UnstyledButton
      component={Link}
      to={`?friend=${friend.friend_id}`}
      aria-current={selected ? 'true' : undefined}
      data-testid="friend-row"
      ps="sm"
      py={10}
      style={{ display: 'block', flex: 1, minWidth: 0 }}
    >
      <Group gap="sm" wrap="nowrap">
        <Avatar src={friend.avatar} alt="" radius="xl" size={44} color="rishta">
          {initials(friend.full_name)}
        </Avatar>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={friend.unread_count ? 800 : 600} truncate dir="auto">
              {friend.full_name}
            </Text>
            {when && (
              <Text fz="xs" c={friend.unread_count ? 'rishta.8' : 'gray.7'} style={{ flexShrink: 0 }}>
                {when}
              </Text>
            )}
          </Group>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
              {mine && last && <Ticks state={last.status} />}
              <Text fz="sm" c="gray.7" truncate dir="auto">
                {friend.blocked_by_me
                  ? t('list.blocked')
                  : last
                    ? last.removed_by
                      ? t('message.removedByModerator')
                      : last.text
                    : t('list.noMessages')}
              </Text>
            </Group>
            {friend.unread_count > 0 && (
              <Badge circle={friend.unread_count < 10} color="rishta.8" size="md" style={{ flexShrink: 0 }}>
                <span aria-hidden="true">{friend.unread_count}</span>
                <span className="visually-hidden">{t('list.unread', { count: friend.unread_count })}</span>
              </Badge>
            )}
          </Group>
        </Box>
      </Group>
    </UnstyledButton>
  );
}

/**
 * Block or unblock a friend right from the list (issue 32), without opening the conversation: a
 * small menu beside the row, so the row itself stays one link.
 */
function FriendMenu({
  friend,
  busy,
  onBlock,
}: {
  friend: Friend;
  busy: boolean;
  onBlock: (block: boolean) => void;
}) {
  const { t } = useTranslation('chat');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray.8"
          size={40}
          me={4}
          loading={busy}
          aria-label={t('list.moreFor', { name: friend.full_name })}
        >
          <span aria-hidden="true" style={{ fontSize: 20, lineHeight: 1 }}>
            ⋮
          </span>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {friend.blocked_by_me ? (
          <Menu.Item onClick={() => onBlock(false)}>{t('conversation.unblock')}</Menu.Item>
        ) : (
          <Menu.Item color="red.9" onClick={() => onBlock(true)}>
            {t('list.blockName', { name: friend.full_name })}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toLocaleUpperCase())
    .join('');
}
