import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { DASHBOARD_DAYS, type DashboardDay } from '@rishta/domain';
import { auditLog, profiles, reports, type Db } from '@rishta/db';
import { indiaDateSql, indiaDayEnd, indiaDayStart, lastIndiaDays } from '../../../lib/india-days';

/** The audit action an approval writes (staff/new-profiles/approve-profile.ts). */
const APPROVE_ACTION = 'approve';

/** How many rows of a table fall on each India day of [start, end), by its time column. */
async function perDay(
  db: Db,
  table: typeof profiles | typeof reports | typeof auditLog,
  column: PgColumn,
  range: { start: Date; end: Date },
  extra?: ReturnType<typeof eq>,
): Promise<Map<string, number>> {
  const day = indiaDateSql(column);
  const rows = await db
    .select({ day, n: count() })
    .from(table)
    .where(and(gte(column, range.start), lt(column, range.end), extra))
    .groupBy(day);
  return new Map(rows.map((r) => [r.day, r.n]));
}

/**
 * Sign-ups, approvals and reports on each of the last 30 India days, today (by the app's clock)
 * last. Every day is present, a quiet one with zeros, so the chart's axis has no gaps.
 */
export async function dailyCounts(db: Db, now: Date): Promise<DashboardDay[]> {
  const days = lastIndiaDays(now, DASHBOARD_DAYS);
  const range = { start: indiaDayStart(days[0]!), end: indiaDayEnd(days[days.length - 1]!) };
  const [signUps, approvals, reported] = await Promise.all([
    perDay(db, profiles, profiles.createdOn, range),
    perDay(db, auditLog, auditLog.createdAt, range, eq(auditLog.action, APPROVE_ACTION)),
    perDay(db, reports, reports.createdAt, range),
  ]);
  return days.map((date) => ({
    date,
    sign_ups: signUps.get(date) ?? 0,
    approvals: approvals.get(date) ?? 0,
    reports: reported.get(date) ?? 0,
  }));
}
