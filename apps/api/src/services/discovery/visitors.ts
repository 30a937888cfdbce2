import { and, desc, eq } from 'drizzle-orm';
import { LOOKUP_LIMIT, toCommaList, type ProfileVisitedResponse } from '@rishta/domain';
import { profileVisits, profiles, type Db } from '@rishta/db';
import type { MediaUrls } from '../../lib/media-urls';
import type { Viewer } from '../accounts/viewer';
import { listedProfile } from '../profiles/listed';
import { toProfileCards } from '../profiles/profile-card';

/**
 * The owner's Recent Visitors: the listed profiles that opened `profileId`, latest visit first.
 * Callers pass the viewer's own profile id; nobody can ask for another person's visitors.
 */
export async function recentVisitors(
  db: Db,
  urls: MediaUrls,
  viewer: Viewer,
  profileId: number,
  now: Date,
): Promise<ProfileVisitedResponse> {
  const rows = await db
    .select({ profile: profiles })
    .from(profileVisits)
    .innerJoin(profiles, eq(profiles.id, profileVisits.visitorId))
    .where(and(eq(profileVisits.profileId, profileId), listedProfile))
    .orderBy(desc(profileVisits.visitedAt), desc(profileVisits.id))
    .limit(LOOKUP_LIMIT);
  const visitors = rows.map((r) => r.profile);
  return {
    profile_visited: toCommaList(visitors.map((p) => p.profileCode)),
    results: await toProfileCards(db, urls, viewer, visitors, now),
  };
}
