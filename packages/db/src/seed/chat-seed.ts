import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../create-db';
import { accounts, chatGroupMembers, chatGroupMessages, chatGroups, profiles } from '../schema/index';
import { CHAT_GROUPS } from './content-data';
import { DEMO_ACCOUNTS } from './demo-accounts';

export interface ChatSeedResult {
  /** The demo profile made admin of every group, or null when nothing was added. */
  adminProfileId: number | null;
  welcomes: number;
}

/**
 * Gives the demo forum an admin (issue 14): the first listed, Verified random demo profile becomes
 * an admin of every seeded group and posts one welcome message in each, so the admin styling shows
 * on a fresh install. The two fixed demo accounts are left as they are (end-to-end tests start
 * from their state). Does nothing when a group already has an admin.
 */
export async function seedGroupAdmins(db: Db, now: Date = new Date()): Promise<ChatSeedResult> {
  const none: ChatSeedResult = { adminProfileId: null, welcomes: 0 };
  if ((await db.$count(chatGroupMembers, eq(chatGroupMembers.isAdmin, true))) > 0) return none;
  const [admin] = await db
    .select({ id: profiles.id, fullName: profiles.fullName })
    .from(profiles)
    .innerJoin(accounts, eq(accounts.id, profiles.accountId))
    .where(
      and(
        profiles.listed,
        eq(profiles.verificationStatus, 'Verified'),
        notInArray(
          accounts.username,
          DEMO_ACCOUNTS.map((a) => a.username),
        ),
      ),
    )
    .orderBy(asc(profiles.id))
    .limit(1);
  if (!admin) return none;
  const groups = await db
    .select({ id: chatGroups.id, name: chatGroups.groupName })
    .from(chatGroups)
    .where(
      inArray(
        chatGroups.groupName,
        CHAT_GROUPS.map((g) => g.group_name),
      ),
    );
  if (groups.length === 0) return none;
  const welcomeOf = new Map(CHAT_GROUPS.map((g) => [g.group_name, g.welcome]));
  await db.transaction(async (tx) => {
    await tx
      .insert(chatGroupMembers)
      .values(groups.map((g) => ({ groupId: g.id, profileId: admin.id, isAdmin: true, joinedAt: now })))
      .onConflictDoNothing();
    await tx.insert(chatGroupMessages).values(
      groups.map((g) => ({
        groupId: g.id,
        senderId: admin.id,
        senderName: admin.fullName,
        text: welcomeOf.get(g.name)!,
        senderIsAdmin: true,
        createdAt: now,
      })),
    );
  });
  return { adminProfileId: admin.id, welcomes: groups.length };
}
