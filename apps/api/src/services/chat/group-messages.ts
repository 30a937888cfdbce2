import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import { chatGroupMessages, chatGroups, profiles, type Db } from '@rishta/db';
import {
  AppError,
  CHAT_PAGE_SIZE,
  hasContactDetails,
  type GroupMessage,
  type GroupMessagesResponse,
} from '@rishta/domain';
import { forbidden } from '../../lib/http-error';
import type { ChatBus } from '../chat-bus/chat-bus';
import { membershipOf, requireGroup } from './groups';
import { toGroupMessage } from './message-record';
import { noteContactShare } from '../group-moderation/contact-shares';
import { restrictionOf } from '../group-moderation/restrictions';

/** The group, when the caller is a member; else 403 with the spec's 'join to see' message. */
async function groupForMember(db: Db, groupName: string, me: number) {
  const group = await requireGroup(db, groupName);
  const membership = await membershipOf(db, group.id, me);
  if (!membership) throw forbidden('joinGroupToSee');
  return { group, membership };
}

/**
 * GET /friends/getAllMessages/{group_name}: members only (DESIGN.md §5.2). With `since` (the spec's
 * `timestamp`, the poll) the messages after it; otherwise the newest page before `before`. Oldest
 * first either way, in the server's sequence; never the whole history at once.
 */
export async function groupMessages(
  db: Db,
  me: number,
  groupName: string,
  query: { since?: Date; before?: number },
): Promise<GroupMessagesResponse> {
  const { group } = await groupForMember(db, groupName, me);
  const inGroup = eq(chatGroupMessages.groupId, group.id);
  const rows = query.since
    ? await db
        .select()
        .from(chatGroupMessages)
        .where(and(inGroup, gt(chatGroupMessages.createdAt, query.since)))
        .orderBy(asc(chatGroupMessages.id))
        .limit(CHAT_PAGE_SIZE + 1)
    : await db
        .select()
        .from(chatGroupMessages)
        .where(and(inGroup, query.before === undefined ? undefined : lt(chatGroupMessages.id, query.before)))
        .orderBy(desc(chatGroupMessages.id))
        .limit(CHAT_PAGE_SIZE + 1);
  const page = rows.slice(0, CHAT_PAGE_SIZE);
  if (!query.since) page.reverse();
  return {
    messages: page.map((row) => toGroupMessage(row, group.groupName)),
    has_more: rows.length > CHAT_PAGE_SIZE,
  };
}

export interface SendGroupResult {
  created: boolean;
  message: GroupMessage;
}

/** The caller's message with this client id, in whichever group it went to. */
async function storedWithClientId(db: Db, senderId: number, clientId: string) {
  const [row] = await db
    .select({ message: chatGroupMessages, groupName: chatGroups.groupName })
    .from(chatGroupMessages)
    .innerJoin(chatGroups, eq(chatGroups.id, chatGroupMessages.groupId))
    .where(and(eq(chatGroupMessages.senderId, senderId), eq(chatGroupMessages.clientId, clientId)))
    .limit(1);
  return row && { created: false, message: toGroupMessage(row.message, row.groupName) };
}

/**
 * POST /friends/send-group-message: members only. The name shown is the profile's own (the body's
 * `sender_name` is not trusted), and an admin's message is marked as such when sent, so the screen
 * styles it apart. Idempotent by `client_id` like direct messages; a new message goes to the
 * members' open devices once committed.
 */
export async function sendGroupMessage(
  db: Db,
  bus: ChatBus,
  me: number,
  body: { group_name: string; text: string; client_id?: string; confirmed_contact?: boolean },
  now: Date,
): Promise<SendGroupResult> {
  // A retry of a message already stored answers it, like a direct message's.
  if (body.client_id) {
    const stored = await storedWithClientId(db, me, body.client_id);
    if (stored) return stored;
  }
  const { group, membership } = await groupForMember(db, body.group_name, me);
  // Issue 32: a closed group and a muted member post nothing (the group's list says why).
  if (group.archivedAt) throw forbidden('groupArchived');
  if (await restrictionOf(db, group.id, me, now)) throw forbidden('mutedInGroup');
  // The early-contact guard: the sender is warned first, and sends only once they confirm.
  if (hasContactDetails(body.text)) {
    if (!body.confirmed_contact) throw AppError.detail(422, 'contactDetailsEarly');
    await noteContactShare(db, me, group.id, now);
  }
  const [sender] = await db.select({ fullName: profiles.fullName }).from(profiles).where(eq(profiles.id, me));
  const [inserted] = await db
    .insert(chatGroupMessages)
    .values({
      groupId: group.id,
      senderId: me,
      senderName: sender?.fullName ?? '',
      text: body.text,
      senderIsAdmin: membership.isAdmin,
      clientId: body.client_id ?? null,
      createdAt: now,
    })
    .onConflictDoNothing({ target: [chatGroupMessages.senderId, chatGroupMessages.clientId] })
    .returning();
  if (!inserted) return (await storedWithClientId(db, me, body.client_id!))!;
  const message = toGroupMessage(inserted, group.groupName);
  await bus.publish({ kind: 'group', groupId: group.id, frame: { type: 'group_message', message } });
  return { created: true, message };
}
