import { and, desc, eq, lt, or } from 'drizzle-orm';
import { directMessages, type Db } from '@rishta/db';
import { CHAT_PAGE_SIZE, type ConversationResponse, type FriendMessage } from '@rishta/domain';
import type { ChatBus } from '../chat-bus/chat-bus';
import { indiaDateOf } from '../../lib/india-days';
import { markRead, markReceived } from './delivery-state';
import { requireFriend } from './friendship';
import { toFriendMessage } from './message-record';

/** Messages between the two, either way. */
export const betweenPair = (a: number, b: number) =>
  or(
    and(eq(directMessages.senderId, a), eq(directMessages.receiverId, b)),
    and(eq(directMessages.senderId, b), eq(directMessages.receiverId, a)),
  );

/**
 * Groups a page (oldest first) by the India date of each message (Asia/Kolkata, UTC+5:30 all
 * year, computed from the fixed offset, never the machine's zone): the web turns `YYYY-MM-DD` into
 * Today, Yesterday or a date in the reader's language.
 */
export function groupByIndiaDate(messages: FriendMessage[]): Record<string, FriendMessage[]> {
  const grouped: Record<string, FriendMessage[]> = {};
  for (const message of messages) (grouped[indiaDateOf(new Date(message.timestamp))] ??= []).push(message);
  return grouped;
}

/**
 * GET /friends/get-messages: one page of the conversation with a friend, the newest CHAT_PAGE_SIZE
 * before `before` (a message id), oldest first, in the server's sequence (the row id). The
 * caller's incoming messages in the page that were only `sent` have now reached a device of theirs,
 * so they become `received` (the sender hears of it); the answer shows them so.
 */
export async function getConversation(
  db: Db,
  bus: ChatBus,
  me: number,
  friendId: number,
  before: number | undefined,
  now: Date,
): Promise<ConversationResponse> {
  await requireFriend(db, me, friendId);
  const rows = await db
    .select()
    .from(directMessages)
    .where(and(betweenPair(me, friendId), before === undefined ? undefined : lt(directMessages.id, before)))
    .orderBy(desc(directMessages.id))
    .limit(CHAT_PAGE_SIZE + 1);
  const hasMore = rows.length > CHAT_PAGE_SIZE;
  const messages = rows.slice(0, CHAT_PAGE_SIZE).reverse().map(toFriendMessage);

  const arrived = messages.filter((m) => m.receiver_id === me && m.status === 'sent');
  await markReceived(
    db,
    bus,
    me,
    arrived.map((m) => m.message_id),
    now,
  );
  for (const message of arrived) message.status = 'received';

  return { groupedMessages: groupByIndiaDate(messages), messages, has_more: hasMore };
}

/** POST /friends/mark-read: the caller has the conversation with a friend open up to `upTo`. */
export async function markConversationRead(
  db: Db,
  bus: ChatBus,
  me: number,
  friendId: number,
  upTo: number,
  now: Date,
) {
  await requireFriend(db, me, friendId);
  const updated = await markRead(db, bus, me, friendId, upTo, now);
  return { status: 'success' as const, updated };
}
