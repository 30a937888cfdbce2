import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { MyNoticesResponse, Notice } from '@rishta/domain';
import { accountNotices, type Db } from '@rishta/db';
import { notFound } from '../../lib/http-error';

/** How many notices the list shows, newest first. */
export const NOTICES_PAGE = 100;

type NoticeRow = typeof accountNotices.$inferSelect;

const toNotice = (row: NoticeRow): Notice => ({
  id: row.id,
  message: row.message,
  created_on: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

/** What the moderators told the caller (a warning after a report), newest first, with the unread count. */
export async function myNotices(db: Db, accountId: number): Promise<MyNoticesResponse> {
  const mine = eq(accountNotices.accountId, accountId);
  const [rows, [all], [unread]] = await Promise.all([
    db
      .select()
      .from(accountNotices)
      .where(mine)
      .orderBy(desc(accountNotices.createdAt), desc(accountNotices.id))
      .limit(NOTICES_PAGE),
    db.select({ n: count() }).from(accountNotices).where(mine),
    db
      .select({ n: count() })
      .from(accountNotices)
      .where(and(mine, isNull(accountNotices.readAt))),
  ]);
  return { count: all?.n ?? 0, unread_count: unread?.n ?? 0, results: rows.map(toNotice) };
}

/**
 * Marks one of the caller's notices read (the first time counts). Someone else's notice answers
 * exactly as a missing one, so ids cannot be probed.
 */
export async function markNoticeRead(db: Db, accountId: number, id: number, now: Date): Promise<Notice> {
  const own = and(eq(accountNotices.id, id), eq(accountNotices.accountId, accountId));
  const [updated] = await db
    .update(accountNotices)
    .set({ readAt: now })
    .where(and(own, isNull(accountNotices.readAt)))
    .returning();
  if (updated) return toNotice(updated);
  const [existing] = await db.select().from(accountNotices).where(own);
  if (!existing) throw notFound();
  return toNotice(existing);
}
