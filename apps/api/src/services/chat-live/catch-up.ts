// What a device missed while it was away (issue 14): it says the last ids it has, the server sends
// what came after, oldest first, in the server's sequence (the row id).
import { and, asc, eq, gt, inArray, or } from 'drizzle-orm';
import { chatGroupMembers, chatGroupMessages, chatGroups, directMessages, type Db } from '@rishta/db';
import type { FriendMessage, GroupMessage } from '@rishta/domain';
import { toFriendMessage, toGroupMessage } from '../chat/message-record';

/** At most this many of each kind per catch-up; the client asks again from the last id for more. */
export const CATCH_UP_LIMIT = 500;

export interface CatchUpPage<T> {
  messages: T[];
  more: boolean;
}

/**
 * Direct messages to or from the profile with an id above `after`, and every message to the
 * profile that no device has received yet whatever its id. Live frames do not arrive in id order
 * (two senders commit and publish independently), and a process can die between storing a message
 * and publishing it; so a device can have seen a later id and still miss an earlier message. The
 * unreceived ones are exactly those (the client acks what it gets), and the client drops an id it
 * already has.
 */
export async function directMessagesAfter(
  db: Db,
  profileId: number,
  after: number,
): Promise<CatchUpPage<FriendMessage>> {
  const rows = await db
    .select()
    .from(directMessages)
    .where(
      or(
        and(
          eq(directMessages.receiverId, profileId),
          or(gt(directMessages.id, after), eq(directMessages.status, 'sent')),
        ),
        and(eq(directMessages.senderId, profileId), gt(directMessages.id, after)),
      ),
    )
    .orderBy(asc(directMessages.id))
    .limit(CATCH_UP_LIMIT + 1);
  return { messages: rows.slice(0, CATCH_UP_LIMIT).map(toFriendMessage), more: rows.length > CATCH_UP_LIMIT };
}

/** Messages of the profile's groups with an id above `after`. */
export async function groupMessagesAfter(
  db: Db,
  profileId: number,
  after: number,
): Promise<CatchUpPage<GroupMessage>> {
  const groupIds = await groupsOf(db, profileId);
  if (groupIds.length === 0) return { messages: [], more: false };
  const rows = await db
    .select({ message: chatGroupMessages, groupName: chatGroups.groupName })
    .from(chatGroupMessages)
    .innerJoin(chatGroups, eq(chatGroups.id, chatGroupMessages.groupId))
    .where(and(inArray(chatGroupMessages.groupId, groupIds), gt(chatGroupMessages.id, after)))
    .orderBy(asc(chatGroupMessages.id))
    .limit(CATCH_UP_LIMIT + 1);
  return {
    messages: rows.slice(0, CATCH_UP_LIMIT).map((r) => toGroupMessage(r.message, r.groupName)),
    more: rows.length > CATCH_UP_LIMIT,
  };
}

/** The groups the profile is a member of. */
export async function groupsOf(db: Db, profileId: number): Promise<number[]> {
  const rows = await db
    .select({ groupId: chatGroupMembers.groupId })
    .from(chatGroupMembers)
    .where(eq(chatGroupMembers.profileId, profileId));
  return rows.map((r) => r.groupId);
}
