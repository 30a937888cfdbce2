import { asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { FeedbackInboxResponse } from '@rishta/domain';
import { auditLog, feedback, type Db } from '@rishta/db';
import { notFound } from '../../../lib/http-error';
import { feedbackWaiting, openFeedback } from '../kit/waiting';

/** How many messages one page of the inbox shows. */
export const INBOX_PAGE = 100;

type FeedbackRow = typeof feedback.$inferSelect;

const toItem = (row: FeedbackRow) => ({
  id: row.id,
  category: row.category,
  name: row.name,
  gender: row.gender,
  mobile: row.mobile,
  email: row.email,
  location: row.location,
  description: row.description,
  created_on: row.createdAt.toISOString(),
  handled_on: row.handledAt ? row.handledAt.toISOString() : null,
});

/**
 * The feedback inbox (issue 13): open messages oldest first, so none waits for ever; done ones
 * newest first, for looking back. The open count is the dashboard's (kit/waiting.ts).
 */
export async function feedbackInbox(db: Db, status: 'open' | 'done'): Promise<FeedbackInboxResponse> {
  const [rows, open] = await Promise.all([
    status === 'open'
      ? db
          .select()
          .from(feedback)
          .where(openFeedback)
          .orderBy(asc(feedback.createdAt), asc(feedback.id))
          .limit(INBOX_PAGE)
      : db
          .select()
          .from(feedback)
          .where(isNotNull(feedback.handledAt))
          .orderBy(desc(feedback.handledAt), desc(feedback.id))
          .limit(INBOX_PAGE),
    feedbackWaiting(db),
  ]);
  return { open_count: open.count, results: rows.map(toItem) };
}

/** Marks a message done (once: marking it again keeps the first time), with an audit row. */
export async function markFeedbackDone(db: Db, adminAccountId: number, id: number, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(feedback).where(eq(feedback.id, id)).for('update');
    if (!row) throw notFound();
    if (row.handledAt) return toItem(row);
    const [updated] = await tx
      .update(feedback)
      .set({ handledAt: now, handledBy: adminAccountId })
      .where(eq(feedback.id, id))
      .returning();
    await tx
      .insert(auditLog)
      .values({ actorAccountId: adminAccountId, action: 'feedback-done', subject: `feedback:${id}` });
    return toItem(updated!);
  });
}
