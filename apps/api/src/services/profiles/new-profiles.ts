import { and, desc, eq } from 'drizzle-orm';
import { oppositeGender, type Gender, type ProfileCard } from '@rishta/domain';
import { profiles, type Db } from '@rishta/db';
import type { MediaUrls } from '../../lib/media-urls';
import type { Viewer } from '../accounts/viewer';
import { listedProfile } from './listed';
import { toProfileCards } from './profile-card';

/**
 * The latest listed profiles. A logged-in user sees the opposite gender (SPEC.md §1); a visitor
 * may choose, or sees both.
 */
export async function listNewProfiles(
  db: Db,
  urls: MediaUrls,
  viewer: Viewer | null,
  options: { gender?: Gender | undefined; limit: number },
  now: Date,
): Promise<ProfileCard[]> {
  const gender = viewer?.gender ? oppositeGender(viewer.gender) : options.gender;
  const rows = await db
    .select({ profile: profiles })
    .from(profiles)
    .where(gender ? and(listedProfile, eq(profiles.gender, gender)) : listedProfile)
    .orderBy(desc(profiles.createdOn), desc(profiles.id))
    .limit(options.limit);
  return toProfileCards(
    db,
    urls,
    viewer,
    rows.map((r) => r.profile),
    now,
  );
}
