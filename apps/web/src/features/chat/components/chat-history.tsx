import { Fragment, type ReactNode } from 'react';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { groupByDay } from '../lib/date-labels';
import { useNow } from '../lib/use-now';
import { useOutbox, type ChatLive } from '../live/chat-live';
import type { OutboxItem, OutboxTarget } from '../live/outbox';
import { DaySeparator } from './day-separator';
import { MessageScroller } from './message-scroller';
import { QueuedBubble } from './queued-bubble';

interface HistoryMessage {
  message_id: number;
  client_id: string | null;
  timestamp: string;
}

/** What usePagedMessages gives (a conversation's or a group's history). */
interface History<M> {
  messages: M[];
  status: 'loading' | 'error' | 'ready';
  hasMore: boolean;
  loadingOlder: boolean;
  loadOlder: () => Promise<void>;
  reload: () => void;
}

type Row<M> =
  | { kind: 'message'; id: string; timestamp: string; message: M }
  | { kind: 'queued'; id: string; timestamp: string; item: OutboxItem };

/**
 * A chat box's history: loading and load-failed states, then the messages by day with this box's
 * outbox messages after them (until the server's copy, same client_id, arrives).
 */
export function ChatHistory<M extends HistoryMessage>({
  live,
  target,
  history,
  label,
  emptyText,
  renderMessage,
  failedText,
}: {
  live: ChatLive;
  target: OutboxTarget;
  history: History<M>;
  /** The list's accessible name. */
  label: string;
  emptyText: string;
  renderMessage: (message: M) => ReactNode;
  /** Passed to the outbox bubbles (the line shown with a refused message). */
  failedText?: (code: string) => string;
}) {
  const { t } = useTranslation('chat');
  const outbox = useOutbox(live);
  const now = useNow();

  const known = new Set(history.messages.map((m) => m.client_id).filter(Boolean));
  const rows: Row<M>[] = [
    ...history.messages.map((m): Row<M> => ({
      kind: 'message',
      id: `m${m.message_id}`,
      timestamp: m.timestamp,
      message: m,
    })),
    ...outbox
      .filter((item) => sameTarget(item.target, target) && !known.has(item.clientId))
      .map((item): Row<M> => ({ kind: 'queued', id: `q${item.clientId}`, timestamp: item.createdAt, item })),
  ];

  if (history.status === 'loading')
    return (
      <Center style={{ flex: 1 }} bg="gray.0">
        <Loader role="status" aria-label={t('conversation.loading')} />
      </Center>
    );
  if (history.status === 'error')
    return (
      <Center style={{ flex: 1 }} bg="gray.0" p="md">
        <Stack align="center">
          <Text ta="center">{t('conversation.loadFailed')}</Text>
          <Button variant="light" onClick={() => void history.reload()}>
            {t('common.retry', { ns: 'common' })}
          </Button>
        </Stack>
      </Center>
    );
  return (
    <MessageScroller
      label={label}
      count={rows.length}
      newestKey={rows[rows.length - 1]?.id}
      hasMore={history.hasMore}
      loadingOlder={history.loadingOlder}
      onLoadOlder={() => void history.loadOlder()}
    >
      {rows.length === 0 && (
        <Text component="li" c="dimmed" ta="center" fz="sm" py="xl" style={{ listStyle: 'none' }}>
          {emptyText}
        </Text>
      )}
      {groupByDay(rows, (row) => row.timestamp).map((day) => [
        <DaySeparator key={day.key} dateKey={day.key} now={now} />,
        ...day.items.map((row) =>
          row.kind === 'message' ? (
            <Fragment key={row.id}>{renderMessage(row.message)}</Fragment>
          ) : (
            <QueuedBubble key={row.id} live={live} item={row.item} failedText={failedText} />
          ),
        ),
      ])}
    </MessageScroller>
  );
}

function sameTarget(a: OutboxTarget, b: OutboxTarget): boolean {
  return a.kind === 'friend'
    ? b.kind === 'friend' && a.receiverId === b.receiverId
    : b.kind === 'group' && a.groupName === b.groupName;
}
