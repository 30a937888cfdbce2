import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import {
  chatGroupMembers,
  chatGroupMessages,
  chatGroupRestrictions,
  chatGroups,
  profiles,
  type Db,
} from '@rishta/db';
import type { StaffGroup, StaffGroupDetail } from '@rishta/domain';
import { notFound } from '../../lib/http-error';
import { inForce, toRestriction } from './restrictions';

/** How many of a group's latest messages the console shows, to find one to remove. */
const LATEST_MESSAGES = 50;

type GroupRow = typeof chatGroups.$inferSelect;

/** The group of this id (archived ones too), or 404. */
export async function staffGroup(db: Db, id: number): Promise<GroupRow> {
  const [group] = await db.select().from(chatGroups).where(eq(chatGroups.id, id)).limit(1);
  if (!group) throw notFound('groupNotFound');
  return group;
}

/** Counts per group of members, admins and restrictions in force, in three grouped queries. */
async function groupCounts(db: Db, now: Date) {
  const [members, admins, restricted] = await Promise.all([
    db
      .select({ groupId: chatGroupMembers.groupId, n: count() })
      .from(chatGroupMembers)
      .groupBy(chatGroupMembers.groupId),
    db
      .select({ groupId: chatGroupMembers.groupId, n: count() })
      .from(chatGroupMembers)
      .where(eq(chatGroupMembers.isAdmin, true))
      .groupBy(chatGroupMembers.groupId),
    db
      .select({ groupId: chatGroupRestrictions.groupId, n: count() })
      .from(chatGroupRestrictions)
      .where(inForce(now))
      .groupBy(chatGroupRestrictions.groupId),
  ]);
  const mapOf = (rows: { groupId: number; n: number }[]) =>
    new Map(rows.map((r) => [r.groupId, Number(r.n)]));
  return { members: mapOf(members), admins: mapOf(admins), restricted: mapOf(restricted) };
}

function toStaffGroup(group: GroupRow, counts: Awaited<ReturnType<typeof groupCounts>>): StaffGroup {
  return {
    id: group.id,
    group_name: group.groupName,
    description: group.description,
    member_count: counts.members.get(group.id) ?? 0,
    admin_count: counts.admins.get(group.id) ?? 0,
    restricted_count: counts.restricted.get(group.id) ?? 0,
    archived: group.archivedAt !== null,
  };
}

/** GET /admin/groups/: every group by name, archived ones last. */
export async function listStaffGroups(db: Db, now: Date) {
  const [groups, counts] = await Promise.all([
    db.select().from(chatGroups).orderBy(asc(chatGroups.groupName), asc(chatGroups.id)),
    groupCounts(db, now),
  ]);
  const ordered = [...groups.filter((g) => !g.archivedAt), ...groups.filter((g) => g.archivedAt)];
  return { count: groups.length, results: ordered.map((g) => toStaffGroup(g, counts)) };
}

/**
 * GET /admin/groups/:id: the group, its members (admins first, then by joining) and the people
 * restricted in it (a banned person is no longer a member), and its latest messages. Group
 * messages are read by every verified member, so staff may read them here; direct messages
 * never appear in the console except as a report's evidence.
 */
export async function staffGroupDetail(db: Db, id: number, now: Date): Promise<StaffGroupDetail> {
  const group = await staffGroup(db, id);
  const [members, restrictions, latest, counts] = await Promise.all([
    db
      .select({ member: chatGroupMembers, profile: profiles })
      .from(chatGroupMembers)
      .innerJoin(profiles, eq(profiles.id, chatGroupMembers.profileId))
      .where(eq(chatGroupMembers.groupId, id))
      .orderBy(desc(chatGroupMembers.isAdmin), asc(chatGroupMembers.joinedAt), asc(chatGroupMembers.id)),
    db
      .select()
      .from(chatGroupRestrictions)
      .where(and(eq(chatGroupRestrictions.groupId, id), inForce(now))),
    db
      .select()
      .from(chatGroupMessages)
      .where(eq(chatGroupMessages.groupId, id))
      .orderBy(desc(chatGroupMessages.id))
      .limit(LATEST_MESSAGES),
    groupCounts(db, now),
  ]);
  const restrictionOf = new Map(restrictions.map((r) => [r.profileId, r]));
  const memberIds = new Set(members.map((m) => m.profile.id));
  const outsiders = restrictions.filter((r) => !memberIds.has(r.profileId)).map((r) => r.profileId);
  const outsiderProfiles =
    outsiders.length === 0 ? [] : await db.select().from(profiles).where(inArray(profiles.id, outsiders));

  const person = (profile: typeof profiles.$inferSelect, member?: typeof chatGroupMembers.$inferSelect) => {
    const restriction = restrictionOf.get(profile.id);
    return {
      profile_id: profile.id,
      account_id: profile.accountId,
      profile_code: profile.profileCode,
      full_name: profile.fullName,
      is_member: member !== undefined,
      is_admin: member?.isAdmin ?? false,
      joined_on: member?.joinedAt.toISOString() ?? null,
      restriction: restriction ? toRestriction(restriction) : null,
    };
  };
  return {
    group: toStaffGroup(group, counts),
    members: [...members.map((m) => person(m.profile, m.member)), ...outsiderProfiles.map((p) => person(p))],
    messages: latest.reverse().map((m) => ({
      message_id: m.id,
      sender_id: m.senderId,
      sender_name: m.senderName,
      text: m.text,
      sent_on: m.createdAt.toISOString(),
      removed_by: m.removedBy,
    })),
  };
}
