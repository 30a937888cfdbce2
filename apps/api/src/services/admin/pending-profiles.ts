import { and, asc, count, eq, min } from 'drizzle-orm';
import type { PendingProfilesResponse } from '@rishta/domain';
import { accounts, profiles, type Db } from '@rishta/db';

/** How many profiles one page of the queue shows. */
export const PENDING_PAGE = 50;

/**
 * The new-profiles queue (issue 13): profiles waiting for approval, oldest first, with how many wait
 * and since when. Blocked accounts are not waiting for anyone, so they are left out.
 */
export async function pendingProfiles(db: Db): Promise<PendingProfilesResponse> {
  const waiting = and(eq(profiles.approvalStatus, 'pending'), eq(accounts.isBlocked, false));
  const [rows, [summary]] = await Promise.all([
    db
      .select({
        profile_code: profiles.profileCode,
        slug: profiles.slug,
        full_name: profiles.fullName,
        gender: profiles.gender,
        createdOn: profiles.createdOn,
        previous_rejection: profiles.approvalRemarks,
      })
      .from(profiles)
      .innerJoin(accounts, eq(accounts.id, profiles.accountId))
      .where(waiting)
      .orderBy(asc(profiles.createdOn), asc(profiles.id))
      .limit(PENDING_PAGE),
    db
      .select({ n: count(), oldest: min(profiles.createdOn) })
      .from(profiles)
      .innerJoin(accounts, eq(accounts.id, profiles.accountId))
      .where(waiting),
  ]);
  return {
    count: summary?.n ?? 0,
    oldest_since: summary?.oldest ? new Date(summary.oldest).toISOString() : null,
    results: rows.map(({ createdOn, ...row }) => ({ ...row, created_on: createdOn.toISOString() })),
  };
}
