import { useState } from 'react';
import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/lib/error-text';
import { useChatMessage } from '../chat-i18n';
import { BackButton } from '../components/back-button';
import { Composer } from '../components/composer';
import { ConnectionNotice } from '../components/connection-notice';
import { DaySeparator } from '../components/day-separator';
import { MessageBubble } from '../components/message-bubble';
import { MessageScroller } from '../components/message-scroller';
import { NoticeDialog } from '../components/notice-dialog';
import { Ticks } from '../components/ticks';
import { groupByDay } from '../lib/date-labels';
import { useNow } from '../lib/use-now';
import { useConnectionState, useOutbox, type ChatLive } from '../live/chat-live';
import { useSend } from '../live/use-send';
import { useGroupMessages } from './use-group-messages';

type Row =
  | {
      kind: 'message';
      id: string;
      timestamp: string;
      mine: boolean;
      text: string;
      sender: string;
      admin: boolean;
    }
  | { kind: 'queued'; id: string; timestamp: string; text: string; state: 'pending' | 'failed' };

/** A group's chat box (members only): messages with their senders, admins' styled apart. */
export function GroupPane({
  live,
  groupName,
  onBack,
}: {
  live: ChatLive;
  groupName: string;
  onBack: () => void;
}) {
  const { t } = useTranslation('chat');
  const message = useChatMessage();
  const { failureText } = useErrorText();
  const chat = useGroupMessages(live, groupName);
  const connection = useConnectionState(live);
  const outbox = useOutbox(live);
  const send = useSend(live, { kind: 'group', groupName });
  const [error, setError] = useState<string | null>(null);
  const me = live.profileId;

  const known = new Set(chat.messages.map((m) => m.client_id).filter(Boolean));
  const rows: Row[] = [
    ...chat.messages.map((m): Row => ({
      kind: 'message',
      id: `m${m.message_id}`,
      timestamp: m.timestamp,
      mine: m.sender_id === me,
      text: m.text,
      sender: m.sender_name,
      admin: m.is_admin,
    })),
    ...outbox
      .filter((i) => i.target.kind === 'group' && i.target.groupName === groupName && !known.has(i.clientId))
      .map((i): Row => ({
        kind: 'queued',
        id: `q${i.clientId}`,
        timestamp: i.createdAt,
        text: i.text,
        state: i.state,
      })),
  ];
  const now = useNow();

  const onSend = async (text: string) => {
    const result = await send(text);
    if (result.sent) return true;
    setError(failureText(result.error, 'somethingWentWrong'));
    return false;
  };

  return (
    <>
      <Group
        gap="xs"
        wrap="nowrap"
        px="xs"
        py={6}
        bg="white"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <BackButton onClick={onBack} />
        <Text component="h2" fw={700} fz="md" truncate dir="auto" m={0} style={{ flex: 1, minWidth: 0 }}>
          {groupName}
        </Text>
      </Group>
      {chat.status === 'loading' ? (
        <Center style={{ flex: 1 }} bg="gray.0">
          <Loader aria-label={t('conversation.loading')} />
        </Center>
      ) : chat.status === 'error' ? (
        <Center style={{ flex: 1 }} bg="gray.0" p="md">
          <Stack align="center">
            <Text ta="center">{t('conversation.loadFailed')}</Text>
            <Button variant="light" onClick={() => void chat.reload()}>
              {t('common.retry', { ns: 'common' })}
            </Button>
          </Stack>
        </Center>
      ) : (
        <MessageScroller
          label={t('groups.history', { name: groupName })}
          count={rows.length}
          newestKey={rows[rows.length - 1]?.id}
          hasMore={chat.hasMore}
          loadingOlder={chat.loadingOlder}
          onLoadOlder={() => void chat.loadOlder()}
        >
          {rows.length === 0 && (
            <Text component="li" c="dimmed" ta="center" fz="sm" py="xl" style={{ listStyle: 'none' }}>
              {t('groups.empty')}
            </Text>
          )}
          {groupByDay(rows, (r) => r.timestamp).map((day) => [
            <DaySeparator key={day.key} dateKey={day.key} now={now} />,
            ...day.items.map((row) =>
              row.kind === 'message' ? (
                <MessageBubble
                  key={row.id}
                  mine={row.mine}
                  text={row.text}
                  timestamp={row.timestamp}
                  tone={row.admin ? 'admin' : 'default'}
                  label={row.admin ? t('groups.adminMessage') : undefined}
                  sender={
                    row.mine ? undefined : (
                      <>
                        <bdi>{row.sender}</bdi>
                        {row.admin && (
                          <Text
                            span
                            fz={10}
                            fw={800}
                            tt="uppercase"
                            ms={6}
                            px={4}
                            c="dark.9"
                            bg="yellow.4"
                            style={{ borderRadius: 4 }}
                            aria-hidden="true"
                          >
                            {t('groups.admin')}
                          </Text>
                        )}
                      </>
                    )
                  }
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
                        <Button
                          size="compact-xs"
                          variant="light"
                          onClick={() => {
                            live.outbox.retry(row.id.slice(1));
                            void live.flush();
                          }}
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
      <div
        style={{
          borderTop: '1px solid var(--mantine-color-gray-3)',
          background: 'white',
          position: 'sticky',
          bottom: 0,
        }}
      >
        <Composer onSend={onSend} />
      </div>
      <NoticeDialog
        opened={error !== null}
        title={message('groupForumTitle')}
        text={error ?? undefined}
        onClose={() => setError(null)}
      />
    </>
  );
}
