import { asc, eq } from 'drizzle-orm';
import type { PendingProfilesResponse } from '@rishta/domain';
import { accounts, profiles, type Db } from '@rishta/db';
import { duplicatesOf } from '../kit/duplicates';
import { blockedKeywordList, profileKeywordHits } from '../kit/keyword-hits';
import { awaitingApproval, newProfilesWaiting } from '../kit/waiting';

/** How many profiles one page of the queue shows. */
export const PENDING_PAGE = 50;

/**
 * The new-profiles queue (issue 13): profiles waiting for approval, oldest first, with how many wait
 * and since when (kit/waiting.ts: blocked accounts are not waiting for anyone). Each carries
 * its blocked-keyword hits and possible duplicates as counts, so the queue can flag what needs a
 * closer look; the review (GET /admin/profiles/{code}/review) names them. The page costs the same
 * few queries however many it shows: keywords once, duplicates for the whole page at once.
 */
export async function pendingProfiles(db: Db): Promise<PendingProfilesResponse> {
  const [rows, waiting, keywords] = await Promise.all([
    db
      .select({ profile: profiles })
      .from(profiles)
      .innerJoin(accounts, eq(accounts.id, profiles.accountId))
      .where(awaitingApproval)
      .orderBy(asc(profiles.createdOn), asc(profiles.id))
      .limit(PENDING_PAGE),
    newProfilesWaiting(db),
    blockedKeywordList(db),
  ]);
  const duplicates = await duplicatesOf(
    db,
    rows.map(({ profile }) => profile.id),
  );
  return {
    ...waiting,
    results: rows.map(({ profile }) => ({
      profile_code: profile.profileCode,
      slug: profile.slug,
      full_name: profile.fullName,
      gender: profile.gender,
      created_on: profile.createdOn.toISOString(),
      previous_rejection: profile.approvalRemarks,
      keyword_hit_count: profileKeywordHits(profile, keywords).length,
      duplicate_count: duplicates.get(profile.id)?.length ?? 0,
    })),
  };
}
