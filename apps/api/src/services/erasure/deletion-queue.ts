import { asc, count, eq, min } from 'drizzle-orm';
import { DELETION_QUEUE_PAGE, type DeletionQueueResponse } from '@rishta/domain';
import { deletionRequests, profiles, type Db } from '@rishta/db';

/**
 * The deletion-requests queue (issue 13): requests waiting to be carried out, oldest first, with
 * how many wait and since when. The person asked to be erased, so none should wait long.
 */
export async function deletionQueue(db: Db): Promise<DeletionQueueResponse> {
  const [rows, [summary]] = await Promise.all([
    db
      .select({
        id: deletionRequests.id,
        profile_code: profiles.profileCode,
        full_name: profiles.fullName,
        reason: deletionRequests.reason,
        details: deletionRequests.details,
        createdAt: deletionRequests.createdAt,
      })
      .from(deletionRequests)
      .innerJoin(profiles, eq(profiles.id, deletionRequests.profileId))
      .orderBy(asc(deletionRequests.createdAt), asc(deletionRequests.id))
      .limit(DELETION_QUEUE_PAGE),
    db.select({ n: count(), oldest: min(deletionRequests.createdAt) }).from(deletionRequests),
  ]);
  return {
    count: summary?.n ?? 0,
    oldest_since: summary?.oldest ? new Date(summary.oldest).toISOString() : null,
    results: rows.map(({ createdAt, ...row }) => ({ ...row, created_on: createdAt.toISOString() })),
  };
}
