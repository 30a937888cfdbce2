import { eq, sql } from 'drizzle-orm';
import { profileVisits, profiles, type Db } from '@rishta/db';

/**
 * One visit of `visitorId` to `profileId`: the pair's row is refreshed (the owner's Recent
 * Visitors shows each person once, latest first) and the view counter goes up, together or not
 * at all.
 */
export async function recordVisit(db: Db, visitorId: number, profileId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(profileVisits)
      .values({ visitorId, profileId, visitedAt: now })
      .onConflictDoUpdate({
        target: [profileVisits.visitorId, profileVisits.profileId],
        set: { visitedAt: now },
      });
    await tx
      .update(profiles)
      .set({ viewCount: sql`${profiles.viewCount} + 1` })
      .where(eq(profiles.id, profileId));
  });
}
