import { and, asc, count, eq } from 'drizzle-orm';
import { chatGroupMembers, chatGroupRestrictions, chatGroups, profiles, type Db } from '@rishta/db';
import { localized, MESSAGES, type ChatGroup, type LanguageCode } from '@rishta/domain';
import { forbidden, notFound } from '../../lib/http-error';
import type { ChatBus } from '../chat-bus/chat-bus';
import { inForce, restrictionOf, toRestriction } from '../group-moderation/restrictions';

export type GroupRow = typeof chatGroups.$inferSelect;

/** The group of this name, or 404 groupNotFound. */
export async function requireGroup(db: Db, groupName: string): Promise<GroupRow> {
  const [group] = await db.select().from(chatGroups).where(eq(chatGroups.groupName, groupName)).limit(1);
  if (!group) throw notFound('groupNotFound');
  return group;
}

/** The caller's membership of the group (with whether they are its admin), or undefined. */
export async function membershipOf(db: Db, groupId: number, profileId: number) {
  const [row] = await db
    .select({ isAdmin: chatGroupMembers.isAdmin })
    .from(chatGroupMembers)
    .where(and(eq(chatGroupMembers.groupId, groupId), eq(chatGroupMembers.profileId, profileId)))
    .limit(1);
  return row;
}

/** GET /friends/available-groups: every group by name, its admins, size and the caller's membership. */
export async function listGroups(
  db: Db,
  me: number,
  now: Date,
  language?: LanguageCode,
): Promise<{ groups: ChatGroup[] }> {
  // Counted in the database: a popular group's members are never loaded one by one.
  const [groups, sizes, admins, mine, restrictions] = await Promise.all([
    db.select().from(chatGroups).orderBy(asc(chatGroups.groupName), asc(chatGroups.id)),
    db
      .select({ groupId: chatGroupMembers.groupId, n: count() })
      .from(chatGroupMembers)
      .groupBy(chatGroupMembers.groupId),
    db
      .select({ groupId: chatGroupMembers.groupId, profileId: chatGroupMembers.profileId })
      .from(chatGroupMembers)
      .where(eq(chatGroupMembers.isAdmin, true))
      .orderBy(asc(chatGroupMembers.id)),
    db
      .select({ groupId: chatGroupMembers.groupId })
      .from(chatGroupMembers)
      .where(eq(chatGroupMembers.profileId, me)),
    db
      .select()
      .from(chatGroupRestrictions)
      .where(and(eq(chatGroupRestrictions.profileId, me), inForce(now))),
  ]);
  const sizeOf = new Map(sizes.map((row) => [row.groupId, Number(row.n)]));
  const memberOf = new Set(mine.map((row) => row.groupId));
  const restrictionIn = new Map(restrictions.map((row) => [row.groupId, row]));
  // A closed group stays listed for its members only (they can still read it).
  const shown = groups.filter((group) => !group.archivedAt || memberOf.has(group.id));
  return {
    groups: shown.map((group) => ({
      group_name: group.groupName,
      ...shownTexts(group, language),
      admins: admins.filter((a) => a.groupId === group.id).map((a) => ({ user_id: a.profileId })),
      member_count: sizeOf.get(group.id) ?? 0,
      is_member: memberOf.has(group.id),
      archived: group.archivedAt !== null,
      my_restriction: restrictionIn.has(group.id) ? toRestriction(restrictionIn.get(group.id)!) : null,
    })),
  };
}

/** The group's name and description in the reader's language (issue 30), English by default. */
function shownTexts(group: GroupRow, language?: LanguageCode) {
  const { name, description } = localized(
    { name: group.groupName, description: group.description },
    group.translations,
    language,
    ['name', 'description'],
  );
  return { display_name: name, description };
}

/** GET /friends/check-verification/{userId}: the caller's own verification status. */
export async function verificationOf(db: Db, me: number) {
  const [row] = await db
    .select({ status: profiles.verificationStatus })
    .from(profiles)
    .where(eq(profiles.id, me));
  if (!row) throw forbidden();
  return { verification_status: row.status };
}

/**
 * POST /friends/join-group: only a Verified profile may join (SPEC.md §6, with the spec's
 * message). Joining again is the same success. The caller's open sockets start getting the group.
 */
export async function joinGroup(db: Db, bus: ChatBus, me: number, groupName: string, now: Date) {
  const group = await requireGroup(db, groupName);
  const { verification_status } = await verificationOf(db, me);
  if (verification_status !== 'Verified') throw forbidden('notVerifiedForGroup');
  // Issue 32: a banned person does not come back by joining; a closed group takes no one new.
  if ((await restrictionOf(db, group.id, me, now))?.kind === 'ban') throw forbidden('bannedFromGroup');
  if (group.archivedAt) throw forbidden('groupArchived');
  const inserted = await db
    .insert(chatGroupMembers)
    .values({ groupId: group.id, profileId: me })
    .onConflictDoNothing({ target: [chatGroupMembers.groupId, chatGroupMembers.profileId] })
    .returning({ id: chatGroupMembers.id });
  if (inserted.length > 0) {
    await bus.publish({ kind: 'membership', profileId: me, groupId: group.id, member: true });
  }
  return { status: 'success' as const, message: MESSAGES.joinedGroup };
}

/**
 * POST /friends/leave-group: a server call, unlike the spec's local-only leave, which would keep a
 * member (and their access to the messages) for ever. Leaving a group one is not in succeeds too.
 */
export async function leaveGroup(db: Db, bus: ChatBus, me: number, groupName: string) {
  const group = await requireGroup(db, groupName);
  const removed = await db
    .delete(chatGroupMembers)
    .where(and(eq(chatGroupMembers.groupId, group.id), eq(chatGroupMembers.profileId, me)))
    .returning({ id: chatGroupMembers.id });
  if (removed.length > 0) {
    await bus.publish({ kind: 'membership', profileId: me, groupId: group.id, member: false });
  }
  return { status: 'success' as const, message: MESSAGES.leftGroup };
}
