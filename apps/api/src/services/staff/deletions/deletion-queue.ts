import { asc, eq } from 'drizzle-orm';
import { DELETION_QUEUE_PAGE, type DeletionQueueResponse } from '@rishta/domain';
import { deletionRequests, profiles, type Db } from '@rishta/db';
import { deletionsWaiting } from '../kit/waiting';

/**
 * The deletion-requests queue (issue 13): requests waiting to be carried out, oldest first, with
 * how many wait, since when, and which wait longer than DELETION_OVERDUE_DAYS (marked by the
 * mark-overdue-deletions job; being the oldest, they come first), as kit/waiting.ts counts them.
 * The person asked to be erased, so none should wait long.
 */
export async function deletionQueue(db: Db): Promise<DeletionQueueResponse> {
  const [rows, waiting] = await Promise.all([
    db
      .select({
        id: deletionRequests.id,
        profile_code: profiles.profileCode,
        full_name: profiles.fullName,
        reason: deletionRequests.reason,
        details: deletionRequests.details,
        createdAt: deletionRequests.createdAt,
        overdueSince: deletionRequests.overdueSince,
      })
      .from(deletionRequests)
      .innerJoin(profiles, eq(profiles.id, deletionRequests.profileId))
      .orderBy(asc(deletionRequests.createdAt), asc(deletionRequests.id))
      .limit(DELETION_QUEUE_PAGE),
    deletionsWaiting(db),
  ]);
  return {
    ...waiting,
    results: rows.map(({ createdAt, overdueSince, ...row }) => ({
      ...row,
      created_on: createdAt.toISOString(),
      overdue_since: overdueSince?.toISOString() ?? null,
    })),
  };
}
