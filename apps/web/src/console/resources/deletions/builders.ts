// Builders of the deletion queue's answers for the tests, from the domain's types (`patch` changes
// only what a test is about).
import type { DeletionQueueItem, DeletionQueueResponse } from './deletions';

/** A request made `10 - id` days ago, so lower ids are older (the queue's order). */
export const deletionRequest = (id: number, patch: Partial<DeletionQueueItem> = {}): DeletionQueueItem => ({
  id,
  profile_code: `RM${100000 + id}`,
  full_name: `Person ${id}`,
  reason: 'Not interested anymore',
  details: null,
  created_on: new Date(Date.now() - (10 - id) * 86_400_000).toISOString(),
  overdue_since: null,
  ...patch,
});

export const deletionQueue = (
  results: DeletionQueueItem[],
  count = results.length,
): DeletionQueueResponse => ({
  count,
  oldest_since: results[0]?.created_on ?? null,
  overdue: results.filter((r) => r.overdue_since).length,
  results,
});
