import { and, count, eq, sql } from 'drizzle-orm';
import { MARRIAGE_FIXED_DELETION_REASON, type CounterPage } from '@rishta/domain';
import { auditLog, pageCounters, PARTNER_FOUND_OFFSET_KEY, settings, type Db } from '@rishta/db';

/** Records one visit of a page and returns the new total, in one statement so visits never get lost. */
export async function recordPageVisit(db: Db, page: CounterPage): Promise<number> {
  const [row] = await db
    .insert(pageCounters)
    .values({ name: page, count: 1 })
    .onConflictDoUpdate({ target: pageCounters.name, set: { count: sql`${pageCounters.count} + 1` } })
    .returning({ count: pageCounters.count });
  return row?.count ?? 0;
}

export const DELETION_CARRIED_OUT = 'deletion.carried_out';

/** Deletion requests carried out because the marriage was fixed here, plus the admin's offset (DESIGN.md §4). */
export async function partnerFoundCount(db: Db): Promise<number> {
  const [[carriedOut], [offset]] = await Promise.all([
    db
      .select({ n: count() })
      .from(auditLog)
      .where(
        and(eq(auditLog.action, DELETION_CARRIED_OUT), eq(auditLog.reason, MARRIAGE_FIXED_DELETION_REASON)),
      ),
    db.select({ value: settings.value }).from(settings).where(eq(settings.key, PARTNER_FOUND_OFFSET_KEY)),
  ]);
  const extra = typeof offset?.value === 'number' ? offset.value : 0;
  return (carriedOut?.n ?? 0) + extra;
}
