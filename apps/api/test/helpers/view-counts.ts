import { eq } from 'drizzle-orm';
import { profileViewCounts, type Db } from '@rishta/db';

/** The stored view count of a profile (no row: 0), read straight from its table. */
export async function storedViews(db: Db, profileId: number): Promise<number> {
  const [row] = await db.select().from(profileViewCounts).where(eq(profileViewCounts.profileId, profileId));
  return row?.views ?? 0;
}
