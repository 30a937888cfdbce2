import { asc, desc, max, min, ne } from 'drizzle-orm';
import { REPORT_GROUPS_PAGE, type ReportQueueResponse, type ReportQueueStatus } from '@rishta/domain';
import { reports, type Db } from '@rishta/db';
import type { MediaUrls } from '../../../lib/media-urls';
import { openReport, reportsWaiting } from '../kit/waiting';
import { reportGroups } from './report-groups';

const isHandled = ne(reports.status, 'open');

/** The reported profiles of one page: open ones by their oldest report, handled ones newest first. */
async function pageOfProfiles(db: Db, status: ReportQueueStatus): Promise<number[]> {
  const rows =
    status === 'open'
      ? await db
          .select({ profileId: reports.profileId })
          .from(reports)
          .where(openReport)
          .groupBy(reports.profileId)
          .orderBy(asc(min(reports.createdAt)), asc(reports.profileId))
          .limit(REPORT_GROUPS_PAGE)
      : await db
          .select({ profileId: reports.profileId })
          .from(reports)
          .where(isHandled)
          .groupBy(reports.profileId)
          .orderBy(desc(max(reports.handledAt)), desc(reports.profileId))
          .limit(REPORT_GROUPS_PAGE);
  return rows.map((row) => row.profileId);
}

/**
 * The reports queue (issue 13). Several reports of one profile are decided together, so the queue
 * lists reported profiles, each with its reports: open ones by the oldest report first, so none
 * waits for ever; handled ones by the latest handling first, for looking back. The counts are
 * about open reports whichever list was asked for: they are the dashboard's (kit/waiting.ts).
 */
export async function reportQueue(
  db: Db,
  urls: MediaUrls,
  status: ReportQueueStatus,
): Promise<ReportQueueResponse> {
  const [profileIds, waiting] = await Promise.all([pageOfProfiles(db, status), reportsWaiting(db)]);
  return {
    open_count: waiting.count,
    group_count: waiting.profiles,
    oldest_since: waiting.oldest_since,
    results: await reportGroups(db, urls, profileIds, status === 'open' ? openReport : isHandled),
  };
}
