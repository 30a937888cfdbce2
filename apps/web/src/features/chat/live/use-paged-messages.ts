import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CHAT_POLL_MS, type MessageRemover, type MessageStatus } from '@rishta/domain';
import { applyStatus, mergeMessages } from '../lib/messages';
import { useConnectionState, useLiveEvents, type ChatLive, type LiveEvent } from './chat-live';

interface Page<T> {
  messages: T[];
  has_more: boolean;
}

interface Message {
  message_id: number;
  client_id: string | null;
  status?: MessageStatus;
  text: string;
  removed_by: MessageRemover | null;
}

/**
 * A history that pages backwards: the newest page from the server (polled every 3 s only while
 * the socket is down, fetched again after a reconnect), older pages on demand with `before=`,
 * and live messages and tick changes merged in. Duplicates from any source collapse by id.
 */
export function usePagedMessages<T extends Message>({
  live,
  queryKey,
  fetchPage,
  fromEvent,
  removedBy,
}: {
  live: ChatLive;
  queryKey: readonly unknown[];
  fetchPage: (before?: number) => Promise<Page<T>>;
  /** The message a live event brings to this history, if any. */
  fromEvent: (event: LiveEvent) => T | null;
  /** The id of a message of this history that a live event says was removed (issue 32), if any. */
  removedBy: (event: LiveEvent) => { id: number; by: MessageRemover } | null;
}) {
  const connection = useConnectionState(live);
  const latest = useQuery({
    queryKey,
    queryFn: () => fetchPage(),
    refetchInterval: connection === 'down' ? CHAT_POLL_MS : false,
    staleTime: Infinity,
  });
  const [extra, setExtra] = useState<T[]>([]);
  const [statuses, setStatuses] = useState<{ ids: number[]; status: MessageStatus }[]>([]);
  const [removals, setRemovals] = useState<Map<number, MessageRemover>>(() => new Map());
  const [older, setOlder] = useState<{ hasMore: boolean; loading: boolean } | null>(null);
  const previous = useRef(connection);
  const { refetch, isFetched } = latest;

  // Back from a disconnection: the newest page again (what the catch-up did not cover).
  useEffect(() => {
    if (previous.current !== 'open' && connection === 'open' && isFetched) void refetch();
    previous.current = connection;
  }, [connection, isFetched, refetch]);

  useLiveEvents(live, (event) => {
    const message = fromEvent(event);
    if (message) setExtra((list) => mergeMessages(list, [message]));
    if (event.type === 'status')
      setStatuses((list) => [...list, { ids: event.message_ids, status: event.status }]);
    const removal = removedBy(event);
    if (removal) setRemovals((map) => new Map(map).set(removal.id, removal.by));
  });

  const messages = useMemo(() => {
    let merged = mergeMessages(extra, latest.data?.messages ?? []);
    for (const change of statuses)
      merged = applyStatus(merged as (T & { status: MessageStatus })[], change.ids, change.status);
    // A removal heard live wins over any copy fetched before it: the words go at once.
    if (removals.size > 0)
      merged = merged.map((m) =>
        removals.has(m.message_id) ? { ...m, text: '', removed_by: removals.get(m.message_id)! } : m,
      );
    return merged;
  }, [extra, latest.data, statuses, removals]);

  const hasMore = older ? older.hasMore : (latest.data?.has_more ?? false);
  const loadOlder = useCallback(async () => {
    const oldest = messages[0];
    if (!oldest || !hasMore || older?.loading) return;
    setOlder({ hasMore, loading: true });
    try {
      const page = await fetchPage(oldest.message_id);
      setExtra((list) => mergeMessages(list, page.messages));
      setOlder({ hasMore: page.has_more, loading: false });
    } catch {
      // Scrolling up again tries again.
      setOlder({ hasMore, loading: false });
    }
  }, [messages, hasMore, older, fetchPage]);

  /** Local changes (e.g. read after mark-read) to messages already shown. */
  const patch = useCallback(
    (update: (list: T[]) => T[]) => setExtra((list) => update(mergeMessages(list, messages))),
    [messages],
  );

  return {
    messages,
    status: latest.isPending
      ? ('loading' as const)
      : latest.isError && !latest.data
        ? ('error' as const)
        : ('ready' as const),
    hasMore,
    loadingOlder: older?.loading ?? false,
    loadOlder,
    reload: () => void refetch(),
    patch,
  };
}
