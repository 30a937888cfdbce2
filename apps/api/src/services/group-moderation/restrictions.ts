import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { chatGroupRestrictions, type Db } from '@rishta/db';
import type { GroupRestriction } from '@rishta/domain';

export type RestrictionRow = typeof chatGroupRestrictions.$inferSelect;

/** A restriction not lifted, and for a mute not yet over (by the app's clock). */
export const inForce = (now: Date) =>
  and(
    isNull(chatGroupRestrictions.liftedAt),
    or(isNull(chatGroupRestrictions.until), gt(chatGroupRestrictions.until, now)),
  );

/** The person's mute or ban in this group, if one is in force now. */
export async function restrictionOf(
  db: Db,
  groupId: number,
  profileId: number,
  now: Date,
): Promise<RestrictionRow | undefined> {
  const [row] = await db
    .select()
    .from(chatGroupRestrictions)
    .where(
      and(
        eq(chatGroupRestrictions.groupId, groupId),
        eq(chatGroupRestrictions.profileId, profileId),
        inForce(now),
      ),
    )
    .limit(1);
  return row;
}

/** What the member (and staff) read of a restriction. */
export const toRestriction = (row: RestrictionRow): GroupRestriction => ({
  kind: row.kind,
  reason: row.reason,
  until: row.until?.toISOString() ?? null,
  since: row.createdAt.toISOString(),
});
