import { MESSAGE_STATUS_RANK, type MessageStatus } from '@rishta/domain';

// Pure helpers for a conversation's list. Messages can arrive more than once (a REST page, a
// socket frame, a poll, our own send's answer): the list keeps one of each, in the server's order.

interface Ordered {
  message_id: number;
  client_id: string | null;
}

/** `incoming` merged into `list`: one per message id, ordered by id (the server's sequence). */
export function mergeMessages<T extends Ordered & { status?: MessageStatus }>(
  list: readonly T[],
  incoming: readonly T[],
): T[] {
  if (incoming.length === 0) return list as T[];
  const byId = new Map<number, T>();
  for (const message of list) byId.set(message.message_id, message);
  for (const message of incoming) {
    const known = byId.get(message.message_id);
    // A status only moves forward: an old page must not turn a blue tick grey again.
    if (
      known?.status &&
      message.status &&
      MESSAGE_STATUS_RANK[known.status] > MESSAGE_STATUS_RANK[message.status]
    ) {
      byId.set(message.message_id, { ...message, status: known.status });
    } else {
      byId.set(message.message_id, message);
    }
  }
  return [...byId.values()].sort((a, b) => a.message_id - b.message_id);
}

/** The caller's sent messages named in a `status` frame move forward to that status. */
export function applyStatus<T extends Ordered & { status: MessageStatus }>(
  list: readonly T[],
  ids: readonly number[],
  status: MessageStatus,
): T[] {
  const moved = new Set(ids);
  let changed = false;
  const next = list.map((m) => {
    if (!moved.has(m.message_id) || MESSAGE_STATUS_RANK[m.status] >= MESSAGE_STATUS_RANK[status]) return m;
    changed = true;
    return { ...m, status };
  });
  return changed ? next : (list as T[]);
}

/** Which tick a message of the caller's shows (SPEC.md §4: single, double, blue double). */
export type TickState = MessageStatus | 'pending' | 'failed';
