import { and, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import { chatGroupMessages, directMessages, profiles, type Db } from '@rishta/db';
import { MESSAGE_EVIDENCE_BEFORE, type EvidenceMessage } from '@rishta/domain';
import { betweenPair } from '../chat/conversation';
import type { GroupMessageRow } from '../chat/message-record';

interface Said {
  id: number;
  senderId: number;
  text: string;
  createdAt: Date;
}

/**
 * The reported message and at most MESSAGE_EVIDENCE_BEFORE messages before it, oldest first, as
 * staff will read them. Messages already removed are left out: their words are gone for everyone.
 */
function asEvidence(
  reported: Said,
  before: Said[],
  names: Map<number, string>,
  reportedId: number,
  reporterId: number,
): EvidenceMessage[] {
  return [...before.reverse(), reported].map((message) => ({
    message_id: message.id,
    from:
      message.senderId === reportedId ? 'reported' : message.senderId === reporterId ? 'reporter' : 'other',
    sender_name: names.get(message.senderId) ?? '',
    text: message.text,
    sent_on: message.createdAt.toISOString(),
    reported: message.id === reported.id,
  }));
}

async function namesOf(db: Db, ids: number[]) {
  const rows = await db
    .select({ id: profiles.id, name: profiles.fullName })
    .from(profiles)
    .where(inArray(profiles.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Evidence of a direct message: the same conversation, nothing else of either person's. */
export async function directEvidence(db: Db, reported: Said, reporterId: number) {
  const before = await db
    .select()
    .from(directMessages)
    .where(
      and(
        betweenPair(reported.senderId, reporterId),
        lt(directMessages.id, reported.id),
        isNull(directMessages.removedAt),
      ),
    )
    .orderBy(desc(directMessages.id))
    .limit(MESSAGE_EVIDENCE_BEFORE);
  const names = await namesOf(db, [reported.senderId, reporterId]);
  return asEvidence(reported, before, names, reported.senderId, reporterId);
}

/** Evidence of a group message: the messages just before it in that group. */
export async function groupEvidence(db: Db, reported: GroupMessageRow, reporterId: number) {
  const before = await db
    .select()
    .from(chatGroupMessages)
    .where(
      and(
        eq(chatGroupMessages.groupId, reported.groupId),
        lt(chatGroupMessages.id, reported.id),
        isNull(chatGroupMessages.removedAt),
      ),
    )
    .orderBy(desc(chatGroupMessages.id))
    .limit(MESSAGE_EVIDENCE_BEFORE);
  // The names the group saw when each message was sent.
  const names = new Map([...before, reported].map((m) => [m.senderId, m.senderName]));
  return asEvidence(reported, before, names, reported.senderId, reporterId);
}
