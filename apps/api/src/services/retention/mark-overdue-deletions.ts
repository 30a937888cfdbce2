import { and, isNull, lt, sql } from 'drizzle-orm';
import { deletionRequests } from '@rishta/db';
import type { JobDefinition } from '../jobs/job-definition';

const DAY_MS = 86_400_000;

/**
 * Decision 046. A person who asked to be erased should not wait (DPDP Act: their data is kept only
 * as long as its purpose needs, and that purpose ended with the request), but staff carry out each
 * erasure by hand. Each hour, requests waiting longer than DELETION_OVERDUE_DAYS get
 * `overdue_since` (the moment they crossed the line), which the queue flags and the dashboard
 * counts. Nothing is deleted here; a request leaves the table when staff carry it out.
 * Idempotent: a request already marked keeps its mark.
 */
export const markOverdueDeletions: JobDefinition = {
  name: 'mark-overdue-deletions',
  everyMinutes: 60,
  description:
    'Marks deletion requests waiting longer than DELETION_OVERDUE_DAYS (default 3) as overdue on ' +
    'the dashboard and in their queue; staff still carry out each erasure.',
  async run({ db, now, config }) {
    const days = config.DELETION_OVERDUE_DAYS;
    const madeBefore = new Date(now.getTime() - days * DAY_MS);
    const marked = await db
      .update(deletionRequests)
      .set({ overdueSince: sql`${deletionRequests.createdAt} + make_interval(hours => ${days * 24}::int)` })
      .where(and(isNull(deletionRequests.overdueSince), lt(deletionRequests.createdAt, madeBefore)))
      .returning({ id: deletionRequests.id });
    return { marked: marked.length };
  },
};
