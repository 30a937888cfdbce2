import { eq, sql } from 'drizzle-orm';
import { listingState, REVIEW_HOURS, type StandingResponse } from '@rishta/domain';
import { deletionRequests, profiles, type Db } from '@rishta/db';
import { notFound } from '../../lib/http-error';
import type { Viewer } from '../accounts/viewer';

/** The caller's own profile on its way to being listed (issue 11), for the drawer and action buttons. */
export async function ownStanding(db: Db, viewer: Viewer): Promise<StandingResponse> {
  if (viewer.profileId === null) throw notFound();
  const [row] = await db
    .select({
      id: profiles.id,
      slug: profiles.slug,
      approvalStatus: profiles.approvalStatus,
      isActive: profiles.isActive,
      approvalRemarks: profiles.approvalRemarks,
      deletionRequested: sql<boolean>`${deletionRequests.id} is not null`,
    })
    .from(profiles)
    .leftJoin(deletionRequests, eq(deletionRequests.profileId, profiles.id))
    .where(eq(profiles.id, viewer.profileId))
    .limit(1);
  if (!row) throw notFound();
  const state = listingState(row);
  return {
    profile_id: row.id,
    slug: row.slug,
    state,
    review_hours: REVIEW_HOURS,
    // The moderator's reason, shown only while it still applies.
    reason: state === 'rejected' ? row.approvalRemarks : null,
  };
}
