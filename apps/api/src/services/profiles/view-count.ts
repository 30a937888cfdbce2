import { eq } from 'drizzle-orm';
import { profileViewCounts, type Db } from '@rishta/db';

/** How many times others opened this profile (the owner's and the moderators' `view_count`). */
export async function viewCountOf(db: Db, profileId: number): Promise<number> {
  const [row] = await db
    .select({ views: profileViewCounts.views })
    .from(profileViewCounts)
    .where(eq(profileViewCounts.profileId, profileId));
  return row?.views ?? 0;
}
