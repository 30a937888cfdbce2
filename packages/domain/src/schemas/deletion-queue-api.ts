// The deletion-requests queue of the moderation console (issue 13, DESIGN.md §5.8): a user's
// request hides the profile at once; a moderator carries it out, which erases the person.
import { z } from 'zod';

/** How many requests one page of the queue shows. */
export const DELETION_QUEUE_PAGE = 50;

/** One waiting request: the id is the request's, used by carry-out. */
export const deletionQueueItemSchema = z.object({
  id: z.number().int(),
  profile_code: z.string(),
  full_name: z.string(),
  /** One of DELETION_REASONS: the category the audit row keeps after erasure. */
  reason: z.string(),
  /** What the person wrote (required for 'Others'); erased with them. */
  details: z.string().nullable(),
  created_on: z.string(),
  /**
   * When it became overdue (waiting longer than DELETION_OVERDUE_DAYS, decision 046), or null.
   * Marked by a background job, so it may show up to an hour after the moment itself.
   */
  overdue_since: z.string().nullable(),
});
export type DeletionQueueItem = z.infer<typeof deletionQueueItemSchema>;

/** GET /admin/deletions/: oldest first, with how many wait, since when, and how many are overdue. */
export const deletionQueueResponseSchema = z.object({
  count: z.number().int(),
  /** When the longest-waiting request was made, or null when the queue is empty. */
  oldest_since: z.string().nullable(),
  /** How many of them are overdue (they are the oldest, so they come first). */
  overdue: z.number().int(),
  results: z.array(deletionQueueItemSchema),
});
export type DeletionQueueResponse = z.infer<typeof deletionQueueResponseSchema>;

export const deletionRequestIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** POST /admin/deletions/{id}/carry-out */
export const carryOutDeletionResponseSchema = z.object({ message: z.string() });
export type CarryOutDeletionResponse = z.infer<typeof carryOutDeletionResponseSchema>;
