import { desc, eq } from 'drizzle-orm';
import type { MyReportsResponse } from '@rishta/domain';
import { profiles, reports, type Db } from '@rishta/db';

/** How many of one's own reports the list shows (one per profile reported, so rarely more). */
export const MY_REPORTS_PAGE = 100;

/**
 * The reports the caller made, newest first (issue 13: the reporter sees theirs handled). Only
 * whether and when: the outcome and the staff note are the reported person's business.
 */
export async function myReports(db: Db, profileId: number | null): Promise<MyReportsResponse> {
  if (profileId === null) return { count: 0, results: [] };
  const rows = await db
    .select({ report: reports, code: profiles.profileCode, name: profiles.fullName })
    .from(reports)
    .innerJoin(profiles, eq(profiles.id, reports.profileId))
    .where(eq(reports.reporterId, profileId))
    .orderBy(desc(reports.createdAt), desc(reports.id));
  return {
    count: rows.length,
    results: rows.slice(0, MY_REPORTS_PAGE).map(({ report, code, name }) => ({
      id: report.id,
      profile_code: code,
      full_name: name,
      reason: report.reason,
      created_on: report.createdAt.toISOString(),
      handled: report.status !== 'open',
      handled_on: report.handledAt ? report.handledAt.toISOString() : null,
    })),
  };
}
