import { and, eq, isNull } from 'drizzle-orm';
import { blocks, chatGroupMessages, chatGroups, directMessages, reports, type Db } from '@rishta/db';
import type { ReportMessageBody } from '@rishta/domain';
import { conflict, forbidden } from '../../lib/http-error';
import type { ChatBus } from '../chat-bus/chat-bus';
import { announceBlock } from '../chat/blocks';
import { membershipOf } from '../chat/groups';
import { directEvidence, groupEvidence } from './message-evidence';

/** Refused alike whether the message does not exist or is not the caller's to report. */
const notReportable = () => forbidden('messageNotReportable');

/** The message as it will be reported: who wrote it, where, and the evidence. */
async function reportedMessage(db: Db, me: number, body: ReportMessageBody) {
  if (body.kind === 'direct') {
    const [message] = await db
      .select()
      .from(directMessages)
      .where(and(eq(directMessages.id, body.message_id), isNull(directMessages.removedAt)))
      .limit(1);
    // Only the message's receiver may report it: a report is never a way to read other chats.
    if (!message || message.receiverId !== me) throw notReportable();
    return { senderId: message.senderId, groupName: null, evidence: await directEvidence(db, message, me) };
  }
  const [row] = await db
    .select({ message: chatGroupMessages, groupName: chatGroups.groupName })
    .from(chatGroupMessages)
    .innerJoin(chatGroups, eq(chatGroups.id, chatGroupMessages.groupId))
    .where(and(eq(chatGroupMessages.id, body.message_id), isNull(chatGroupMessages.removedAt)))
    .limit(1);
  // A member of the group, about someone else's message.
  if (!row || row.message.senderId === me || !(await membershipOf(db, row.message.groupId, me))) {
    throw notReportable();
  }
  return {
    senderId: row.message.senderId,
    groupName: row.groupName,
    evidence: await groupEvidence(db, row.message, me),
  };
}

/**
 * POST /friends/report-message (issue 32). The caller reports a message they received, or someone
 * else's message in a group they belong to. The report keeps a copy of the message and of at most
 * the 10 before it, and lands in the reports queue under the sender's profile, beside profile
 * reports. Unlike a profile report it needs no verification and no image: someone being harassed
 * must be able to say so at once. With `block`, the caller also blocks the sender in the same step.
 */
export async function reportMessage(
  db: Db,
  bus: ChatBus,
  me: number,
  body: ReportMessageBody,
  now: Date,
): Promise<{ status: 'success'; blocked: boolean }> {
  const { senderId, groupName, evidence } = await reportedMessage(db, me, body);
  const inserted = await db
    .insert(reports)
    .values({
      reporterId: me,
      profileId: senderId,
      reason: body.reason,
      description: body.description?.trim() || null,
      messageKind: body.kind,
      messageId: body.message_id,
      messageEvidence: evidence,
      groupName,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  if (inserted.length === 0) throw conflict('messageAlreadyReported');

  if (!body.block) return { status: 'success', blocked: false };
  const blocked = await db
    .insert(blocks)
    .values({ blockerId: me, blockedId: senderId, createdAt: now })
    .onConflictDoNothing({ target: [blocks.blockerId, blocks.blockedId] })
    .returning({ id: blocks.id });
  if (blocked.length > 0) await announceBlock(db, bus, me, senderId);
  return { status: 'success', blocked: true };
}
