import { and, eq, isNull } from 'drizzle-orm';
import { chatGroupMembers, chatGroupRestrictions, chatGroups, profiles, type Db } from '@rishta/db';
import type { RestrictMemberRequest } from '@rishta/domain';
import { fieldError, notFound } from '../../lib/http-error';
import type { ChatBus, ChatEvent } from '../chat-bus/chat-bus';
import { recordAudit } from '../audit-log/record-audit';
import { removeGroupMessage } from './remove-group-message';
import { restrictionOf, toRestriction } from './restrictions';
import { staffGroup } from './staff-groups';

const DAY_MS = 24 * 3600_000;
const subjectOf = (groupId: number) => `chat_group:${groupId}`;

interface Actor {
  db: Db;
  bus: ChatBus;
  /** The staff member's account. */
  actor: number;
  now: Date;
}

/** The profile and its account, or 404 (the person may have been erased meanwhile). */
async function personOf(db: Db, profileId: number) {
  const [row] = await db
    .select({ id: profiles.id, accountId: profiles.accountId })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  if (!row) throw notFound('noProfileFound');
  return row;
}

/**
 * Mutes a member for `days` or bans them from the group (issue 32), with the reason the member
 * reads in the group. A new restriction replaces one in force. A ban also ends the membership, so
 * the banned person stops getting the group's messages at once; they cannot join again until
 * the ban is lifted. Audited with the staff note; the reason is kept on the restriction.
 */
export async function restrictMember(
  { db, bus, actor, now }: Actor,
  groupId: number,
  profileId: number,
  input: RestrictMemberRequest & { note: string },
) {
  const events: ChatEvent[] = [];
  const restriction = await db.transaction(async (tx) => {
    await staffGroup(tx, groupId);
    // Two moderators restricting the same person at once: one after the other.
    await tx.select({ id: chatGroups.id }).from(chatGroups).where(eq(chatGroups.id, groupId)).for('update');
    const person = await personOf(tx, profileId);
    const before = await restrictionOf(tx, groupId, profileId, now);
    // Any earlier restriction (in force or expired but never lifted) ends now: one at a time.
    await tx
      .update(chatGroupRestrictions)
      .set({ liftedAt: now })
      .where(
        and(
          eq(chatGroupRestrictions.groupId, groupId),
          eq(chatGroupRestrictions.profileId, profileId),
          isNull(chatGroupRestrictions.liftedAt),
        ),
      );
    const [row] = await tx
      .insert(chatGroupRestrictions)
      .values({
        groupId,
        profileId,
        kind: input.kind,
        reason: input.reason.trim(),
        until: input.kind === 'mute' ? new Date(now.getTime() + input.days! * DAY_MS) : null,
        createdBy: actor,
        createdAt: now,
      })
      .returning();
    if (input.kind === 'ban') {
      const left = await tx
        .delete(chatGroupMembers)
        .where(and(eq(chatGroupMembers.groupId, groupId), eq(chatGroupMembers.profileId, profileId)))
        .returning({ id: chatGroupMembers.id });
      if (left.length > 0) events.push({ kind: 'membership', profileId, groupId, member: false });
    }
    await recordAudit(tx, {
      actor,
      action: `group.${input.kind}`,
      subject: subjectOf(groupId),
      subjectAccountId: person.accountId,
      reason: input.note,
      before: { profile_id: profileId, restriction: before ? toRestriction(before) : null },
      after: { profile_id: profileId, restriction: toRestriction(row!) },
      at: now,
    });
    return toRestriction(row!);
  });
  for (const event of events) await bus.publish(event);
  return restriction;
}

/** Ends a member's mute or ban early (issue 32); a banned person may then join again. */
export async function liftRestriction(
  { db, actor, now }: Actor,
  groupId: number,
  profileId: number,
  note: string,
) {
  await db.transaction(async (tx) => {
    await staffGroup(tx, groupId);
    const person = await personOf(tx, profileId);
    const current = await restrictionOf(tx, groupId, profileId, now);
    if (!current) throw fieldError('profile_id', 'noRestriction');
    await tx
      .update(chatGroupRestrictions)
      .set({ liftedAt: now })
      .where(eq(chatGroupRestrictions.id, current.id));
    await recordAudit(tx, {
      actor,
      action: 'group.lift',
      subject: subjectOf(groupId),
      subjectAccountId: person.accountId,
      reason: note,
      before: { profile_id: profileId, restriction: toRestriction(current) },
      after: { profile_id: profileId, restriction: null },
      at: now,
    });
  });
}

/** Names a member a group admin or takes it back (issue 32); only a member can be one. */
export async function setGroupAdmin(
  { db, actor, now }: Actor,
  groupId: number,
  profileId: number,
  input: { is_admin: boolean; note: string },
) {
  await db.transaction(async (tx) => {
    await staffGroup(tx, groupId);
    const person = await personOf(tx, profileId);
    const [member] = await tx
      .update(chatGroupMembers)
      .set({ isAdmin: input.is_admin })
      .where(and(eq(chatGroupMembers.groupId, groupId), eq(chatGroupMembers.profileId, profileId)))
      .returning({ id: chatGroupMembers.id });
    if (!member) throw fieldError('profile_id', 'notInGroup');
    await recordAudit(tx, {
      actor,
      action: input.is_admin ? 'group.admin_named' : 'group.admin_removed',
      subject: subjectOf(groupId),
      subjectAccountId: person.accountId,
      reason: input.note,
      before: { profile_id: profileId, is_admin: !input.is_admin },
      after: { profile_id: profileId, is_admin: input.is_admin },
      at: now,
    });
  });
}

/**
 * Removes a group message for everyone (issue 32), by a moderator (`actor` a staff account) or an
 * admin of the group (`actor` their own account). Audited either way, with who removed it; the
 * words are not copied into the audit.
 */
export async function removeMessageInGroup(
  { db, bus, actor, now }: Actor,
  group: { id: number; groupName: string },
  messageId: number,
  by: 'moderator' | 'group_admin',
  note: string | null,
) {
  const removed = await db.transaction(async (tx) => {
    const row = await removeGroupMessage(tx, group, messageId, by, now);
    if (!row) throw notFound('messageNotInGroup');
    const [sender] = await tx
      .select({ accountId: profiles.accountId })
      .from(profiles)
      .where(eq(profiles.id, row.senderId));
    await recordAudit(tx, {
      actor,
      action: by === 'moderator' ? 'group.message_removed' : 'group.message_removed_by_group_admin',
      subject: subjectOf(group.id),
      subjectAccountId: sender?.accountId ?? null,
      reason: note,
      before: { message_id: messageId, removed_by: null },
      after: { message_id: messageId, removed_by: by },
      at: now,
    });
    return row;
  });
  await bus.publish(removed.event);
}
