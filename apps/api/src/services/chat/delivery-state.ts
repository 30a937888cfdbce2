// Delivery states (issue 14): sent → received → read, each only forward. `received` when the
// receiver's device has the message (a socket ack, or a poll that returned it); `read` when the
// receiver opens the conversation. The sender's devices hear of each move (the ticks).
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { directMessages, type Db } from '@rishta/db';
import type { MessageStatus } from '@rishta/domain';
import type { ChatBus } from '../chat-bus/chat-bus';

/** Moves the caller's incoming messages forward to `status`; returns the ids that moved, per sender. */
async function advance(
  db: Db,
  receiverId: number,
  where: ReturnType<typeof and>,
  status: Exclude<MessageStatus, 'sent'>,
  now: Date,
): Promise<Map<number, number[]>> {
  const from: MessageStatus[] = status === 'read' ? ['sent', 'received'] : ['sent'];
  const rows = await db
    .update(directMessages)
    .set(
      status === 'read'
        ? { status, readAt: now, receivedAt: sql`coalesce(${directMessages.receivedAt}, ${now})` }
        : { status, receivedAt: now },
    )
    .where(and(eq(directMessages.receiverId, receiverId), inArray(directMessages.status, from), where))
    .returning({ id: directMessages.id, senderId: directMessages.senderId });
  const bySender = new Map<number, number[]>();
  for (const row of rows) bySender.set(row.senderId, [...(bySender.get(row.senderId) ?? []), row.id]);
  return bySender;
}

async function tellSenders(
  bus: ChatBus,
  receiverId: number,
  moved: Map<number, number[]>,
  status: MessageStatus,
) {
  for (const [senderId, ids] of moved) {
    await bus.publish({
      kind: 'deliver',
      to: [senderId],
      frame: { type: 'status', friend_id: receiverId, message_ids: ids.sort((a, b) => a - b), status },
    });
  }
}

/** These messages (sent to `receiverId`) reached one of the receiver's devices. */
export async function markReceived(
  db: Db,
  bus: ChatBus,
  receiverId: number,
  messageIds: number[],
  now: Date,
): Promise<number> {
  if (messageIds.length === 0) return 0;
  const moved = await advance(db, receiverId, inArray(directMessages.id, messageIds), 'received', now);
  await tellSenders(bus, receiverId, moved, 'received');
  return [...moved.values()].reduce((n, ids) => n + ids.length, 0);
}

/** The receiver has the conversation with `senderId` open up to message `upTo`. */
export async function markRead(
  db: Db,
  bus: ChatBus,
  receiverId: number,
  senderId: number,
  upTo: number,
  now: Date,
): Promise<number> {
  const moved = await advance(
    db,
    receiverId,
    and(eq(directMessages.senderId, senderId), lte(directMessages.id, upTo)),
    'read',
    now,
  );
  await tellSenders(bus, receiverId, moved, 'read');
  return [...moved.values()].reduce((n, ids) => n + ids.length, 0);
}
