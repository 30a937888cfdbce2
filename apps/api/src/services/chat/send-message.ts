import { and, eq } from 'drizzle-orm';
import { directMessages, type Db } from '@rishta/db';
import type { FriendMessage, SendMessageBody } from '@rishta/domain';
import { forbidden } from '../../lib/http-error';
import type { ChatBus } from '../chat-bus/chat-bus';
import { blockStatus, requireFriend } from './friendship';
import { toFriendMessage } from './message-record';

export interface SendResult {
  /** Stored now (201); false when this client id was already used: the stored message answers (200). */
  created: boolean;
  message: FriendMessage;
}

async function storedWithClientId(db: Db, senderId: number, clientId: string) {
  const [row] = await db
    .select()
    .from(directMessages)
    .where(and(eq(directMessages.senderId, senderId), eq(directMessages.clientId, clientId)))
    .limit(1);
  return row;
}

/**
 * POST /friends/send-message (issue 14: no message lost, none doubled). The message is stored
 * before it is acknowledged; a retry with the same `client_id` answers the stored message and
 * never stores a second copy (the unique (sender_id, client_id) settles two retries racing). Only
 * to a friend, and never while either side has blocked the other. A new message goes live to both
 * people's devices once it is committed.
 */
export async function sendMessage(
  db: Db,
  bus: ChatBus,
  me: number,
  body: SendMessageBody,
  now: Date,
): Promise<SendResult> {
  // A retry of a message already stored answers it, even if the pair has changed since.
  if (body.client_id) {
    const stored = await storedWithClientId(db, me, body.client_id);
    if (stored) return { created: false, message: toFriendMessage(stored) };
  }
  await requireFriend(db, me, body.receiver_id);
  if ((await blockStatus(db, me, body.receiver_id)).isBlocked) throw forbidden('cannotMessageBlocked');

  const [inserted] = await db
    .insert(directMessages)
    .values({
      senderId: me,
      receiverId: body.receiver_id,
      text: body.message,
      status: 'sent',
      clientId: body.client_id ?? null,
      createdAt: now,
    })
    .onConflictDoNothing({ target: [directMessages.senderId, directMessages.clientId] })
    .returning();
  if (!inserted) {
    // The same retry arrived twice at once: the other request stored it.
    const stored = await storedWithClientId(db, me, body.client_id!);
    return { created: false, message: toFriendMessage(stored!) };
  }
  const message = toFriendMessage(inserted);
  await bus.publish({ kind: 'deliver', to: [me, body.receiver_id], frame: { type: 'message', message } });
  return { created: true, message };
}
