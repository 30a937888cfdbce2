import { and, eq, or, sql } from 'drizzle-orm';
import { blocks, profiles, proposals, type Db } from '@rishta/db';
import type { BlockStatus } from '@rishta/domain';
import { forbidden } from '../../lib/http-error';
import { listedProfile } from '../profiles/listed';

type ProfileRow = typeof profiles.$inferSelect;

/** Proposals between `me` and anyone that were accepted, either way (DESIGN.md §4). */
const acceptedWith = (me: number) =>
  and(eq(proposals.status, 'Accepted'), or(eq(proposals.senderId, me), eq(proposals.receiverId, me)));

/** The other side of such a proposal. */
const otherSide = (me: number) =>
  sql`case when ${proposals.senderId} = ${me} then ${proposals.receiverId} else ${proposals.senderId} end`;

/**
 * The caller's friends: the other sides of their Accepted proposals whose profiles are still
 * listed (approved, active, account not blocked, no deletion request). A caller who is not listed
 * has none: someone hidden from everyone must not be able to write to people who cannot see them.
 */
export async function friendProfiles(db: Db, me: number): Promise<ProfileRow[]> {
  const [self] = await db.select({ listed: profiles.listed }).from(profiles).where(eq(profiles.id, me));
  if (!self?.listed) return [];
  const rows = await db
    .select({ profile: profiles })
    .from(proposals)
    .innerJoin(profiles, eq(profiles.id, otherSide(me)))
    .where(and(acceptedWith(me), listedProfile));
  // Each direction may hold a proposal of its own; a person is one friend.
  const byId = new Map(rows.map((r) => [r.profile.id, r.profile]));
  return [...byId.values()];
}

/** The friend `other` of `me`, or 403 notAFriend: the one gate of every conversation call. */
export async function requireFriend(db: Db, me: number, other: number): Promise<ProfileRow> {
  if (other !== me) {
    const [row] = await db
      .select({ profile: profiles, meListed: sql<boolean>`(select listed from profiles where id = ${me})` })
      .from(proposals)
      .innerJoin(profiles, eq(profiles.id, otherSide(me)))
      .where(and(acceptedWith(me), eq(profiles.id, other), listedProfile))
      .limit(1);
    if (row?.meListed) return row.profile;
  }
  throw forbidden('notAFriend');
}

/** Who blocked whom between the two, from `me`'s side (chat and proposals share the table). */
export async function blockStatus(db: Db, me: number, other: number): Promise<BlockStatus> {
  const rows = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, me), eq(blocks.blockedId, other)),
        and(eq(blocks.blockerId, other), eq(blocks.blockedId, me)),
      ),
    );
  const blockedByMe = rows.some((r) => r.blockerId === me);
  const blockedMe = rows.some((r) => r.blockerId === other);
  return { isBlocked: blockedByMe || blockedMe, blocked_by_me: blockedByMe, blocked_me: blockedMe };
}
