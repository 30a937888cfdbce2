import { useState } from 'react';
import { Link } from 'react-router';
import { Avatar, Box, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Friend } from '@rishta/domain';
import { profilePath } from '@/config/paths';
import { ApiError, api } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { useChatMessage } from '../chat-i18n';
import { Composer } from '../components/composer';
import { ConnectionNotice } from '../components/connection-notice';
import { DaySeparator } from '../components/day-separator';
import { MessageBubble } from '../components/message-bubble';
import { MessageScroller } from '../components/message-scroller';
import { NoticeDialog } from '../components/notice-dialog';
import { BackButton } from '../components/back-button';
import { Ticks } from '../components/ticks';
import { groupByDay } from '../lib/date-labels';
import { useNow } from '../lib/use-now';
import { useConnectionState, useOutbox, type ChatLive } from '../live/chat-live';
import { friendsKey } from '../live/use-friends';
import { useSend } from '../live/use-send';
import { initials } from './friend-list';
import { useConversation } from './use-conversation';

type Row =
  | {
      kind: 'message';
      id: string;
      timestamp: string;
      mine: boolean;
      text: string;
      state: 'sent' | 'received' | 'read';
    }
  | {
      kind: 'queued';
      id: string;
      timestamp: string;
      text: string;
      state: 'pending' | 'failed';
      error?: string;
    };

/** The chat box with one friend: header, history, blocked banner or message box. */
export function ConversationPane({
  live,
  friend,
  onBack,
}: {
  live: ChatLive;
  friend: Friend;
  onBack: () => void;
}) {
  const { t } = useTranslation('chat');
  const message = useChatMessage();
  const { failureText } = useErrorText();
  const queryClient = useQueryClient();
  const me = live.profileId;
  const conversation = useConversation(live, friend.friend_id);
  const connection = useConnectionState(live);
  const outbox = useOutbox(live);
  const send = useSend(live, { kind: 'friend', receiverId: friend.friend_id });
  const [dialog, setDialog] = useState<{ title: string; text?: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const known = new Set(conversation.messages.map((m) => m.client_id).filter(Boolean));
  const queued = outbox.filter(
    (item) =>
      item.target.kind === 'friend' &&
      item.target.receiverId === friend.friend_id &&
      !known.has(item.clientId),
  );
  const rows: Row[] = [
    ...conversation.messages.map((m): Row => ({
      kind: 'message',
      id: `m${m.message_id}`,
      timestamp: m.timestamp,
      mine: m.sender_id === me,
      text: m.text,
      state: m.status,
    })),
    ...queued.map((item): Row => ({
      kind: 'queued',
      id: `q${item.clientId}`,
      timestamp: item.createdAt,
      text: item.text,
      state: item.state,
      error: item.error,
    })),
  ];
  const days = groupByDay(rows, (row) => row.timestamp);
  const now = useNow();

  const onSend = async (text: string) => {
    const result = await send(text);
    if (result.sent) return true;
    const blocked = result.error instanceof ApiError && result.error.is('cannotMessageBlocked');
    setDialog({
      title: message('chatAppTitle'),
      text: blocked ? message('cannotMessageBlocked') : failureText(result.error, 'somethingWentWrong'),
    });
    return false;
  };

  const setBlocked = async (block: boolean) => {
    setBusy(true);
    try {
      await api(block ? '/friends/block-user/' : '/friends/unblock-user/', {
        method: 'POST',
        json: { sender_id: me, receiver_id: friend.friend_id },
      });
      setDialog({ title: message(block ? 'blockedTitle' : 'unblockedTitle') });
    } catch (error) {
      setDialog({
        title: message('chatAppTitle'),
        text: failureText(error, block ? 'userAlreadyBlocked' : 'unblockFailed'),
      });
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: friendsKey(me) });
    }
  };

  return (
    <>
      <Group
        gap="xs"
        wrap="nowrap"
        px="xs"
        py={6}
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
        bg="white"
      >
        <BackButton onClick={onBack} />
        <Avatar src={friend.avatar} alt="" radius="xl" size={36} color="rishta">
          {initials(friend.full_name)}
        </Avatar>
        <Text component="h2" fw={700} fz="md" truncate dir="auto" style={{ flex: 1, minWidth: 0 }} m={0}>
          {friend.full_name}
        </Text>
        <Button component={Link} to={profilePath(friend.slug)} variant="light" size="compact-sm">
          {t('conversation.viewProfile')}
        </Button>
        {!friend.blocked_by_me && (
          <Button
            variant="subtle"
            color="red"
            c="red.9"
            size="compact-sm"
            onClick={() => void setBlocked(true)}
            loading={busy}
          >
            {t('conversation.block')}
          </Button>
        )}
      </Group>
      {conversation.status === 'loading' ? (
        <Center style={{ flex: 1 }} bg="gray.0">
          <Loader aria-label={t('conversation.loading')} />
        </Center>
      ) : conversation.status === 'error' ? (
        <Center style={{ flex: 1 }} bg="gray.0" p="md">
          <Stack align="center">
            <Text ta="center">{t('conversation.loadFailed')}</Text>
            <Button variant="light" onClick={() => void conversation.reload()}>
              {t('common.retry', { ns: 'common' })}
            </Button>
          </Stack>
        </Center>
      ) : (
        <MessageScroller
          label={t('conversation.history', { name: friend.full_name })}
          count={rows.length}
          newestKey={rows[rows.length - 1]?.id}
          hasMore={conversation.hasMore}
          loadingOlder={conversation.loadingOlder}
          onLoadOlder={() => void conversation.loadOlder()}
        >
          {rows.length === 0 && (
            <Text component="li" c="dimmed" ta="center" fz="sm" py="xl" style={{ listStyle: 'none' }}>
              {t('conversation.empty')}
            </Text>
          )}
          {days.map((day) => [
            <DaySeparator key={day.key} dateKey={day.key} now={now} />,
            ...day.items.map((row) =>
              row.kind === 'message' ? (
                <MessageBubble
                  key={row.id}
                  mine={row.mine}
                  text={row.text}
                  timestamp={row.timestamp}
                  status={row.mine ? <Ticks state={row.state} /> : undefined}
                />
              ) : (
                <MessageBubble
                  key={row.id}
                  mine
                  text={row.text}
                  timestamp={row.timestamp}
                  status={<Ticks state={row.state} />}
                  footer={
                    row.state === 'failed' && (
                      <Group gap={4} justify="flex-end" mt={4}>
                        {row.error && (
                          <Text fz="xs" c="red.8" style={{ flex: 1 }}>
                            {row.error === 'cannotMessageBlocked'
                              ? message('cannotMessageBlocked')
                              : t('ticks.failed')}
                          </Text>
                        )}
                        <Button
                          size="compact-xs"
                          variant="light"
                          onClick={() => retry(live, row.id.slice(1))}
                        >
                          {t('pending.retry')}
                        </Button>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="gray"
                          onClick={() => live.outbox.remove(row.id.slice(1))}
                        >
                          {t('pending.remove')}
                        </Button>
                      </Group>
                    )
                  }
                />
              ),
            ),
          ])}
        </MessageScroller>
      )}
      <ConnectionNotice state={connection} />
      {friend.blocked_by_me ? (
        <Paper radius={0} p="md" bg="red.0" style={{ borderTop: '1px solid var(--mantine-color-red-2)' }}>
          <Group justify="space-between" gap="sm">
            <Text fw={600} c="red.9" data-testid="blocked-banner">
              {message('userBlockedInChat')}
            </Text>
            <Button color="red.8" onClick={() => void setBlocked(false)} loading={busy}>
              {t('conversation.unblock')}
            </Button>
          </Group>
        </Paper>
      ) : (
        <Box
          bg="white"
          style={{ borderTop: '1px solid var(--mantine-color-gray-3)', position: 'sticky', bottom: 0 }}
        >
          <Composer onSend={onSend} />
        </Box>
      )}
      <NoticeDialog
        opened={dialog !== null}
        title={dialog?.title ?? ''}
        text={dialog?.text}
        onClose={() => setDialog(null)}
      />
    </>
  );
}

function retry(live: ChatLive, clientId: string) {
  live.outbox.retry(clientId);
  void live.flush();
}
