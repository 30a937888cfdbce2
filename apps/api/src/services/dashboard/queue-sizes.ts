import { and, count, countDistinct, eq, gte, isNull, max, min, sql } from 'drizzle-orm';
import type { Dashboard } from '@rishta/domain';
import {
  accounts,
  deletionRequests,
  feedback,
  profiles,
  reports,
  verificationDocuments,
  type Db,
} from '@rishta/db';

type Queues = Dashboard['queues'];
const since = (oldest: Date | string | null | undefined) => (oldest ? new Date(oldest).toISOString() : null);
const queue = (row: { n: number; oldest: Date | string | null } | undefined) => ({
  count: row?.n ?? 0,
  oldest_since: since(row?.oldest),
});

/** The new-profiles queue as the queue itself counts it: pending, and the account not blocked. */
const newProfiles = (db: Db) =>
  db
    .select({ n: count(), oldest: min(profiles.createdOn) })
    .from(profiles)
    .innerJoin(accounts, eq(accounts.id, profiles.accountId))
    .where(and(eq(profiles.approvalStatus, 'pending'), eq(accounts.isBlocked, false)));

/**
 * Profiles In Process. A profile waits since its latest document: the one a moderator looks at
 * (a second one may be added while the first waits). One without a stored document (made before
 * documents were kept) waits since its last change.
 */
function verification(db: Db) {
  const waiting = db
    .select({
      sent: sql<Date>`coalesce(${max(verificationDocuments.createdAt)}, ${profiles.updatedOn})`.as('sent'),
    })
    .from(profiles)
    .leftJoin(verificationDocuments, eq(verificationDocuments.profileId, profiles.id))
    .where(eq(profiles.verificationStatus, 'In Process'))
    .groupBy(profiles.id)
    .as('waiting');
  return db.select({ n: count(), oldest: min(waiting.sent) }).from(waiting);
}

const openReports = (db: Db) =>
  db
    .select({ n: count(), profiles: countDistinct(reports.profileId), oldest: min(reports.createdAt) })
    .from(reports)
    .where(eq(reports.status, 'open'));

/** Every request waits until staff carry it out; `overdue` were marked by mark-overdue-deletions. */
const deletions = (db: Db) =>
  db
    .select({
      n: count(),
      oldest: min(deletionRequests.createdAt),
      overdue: count(deletionRequests.overdueSince),
    })
    .from(deletionRequests);

const openFeedback = (db: Db) =>
  db
    .select({ n: count(), oldest: min(feedback.createdAt) })
    .from(feedback)
    .where(isNull(feedback.handledAt));

/** Each queue's size and since when its longest-waiting item waits (issue 13's dashboard). */
export async function queueSizes(db: Db): Promise<Queues> {
  const [[pending], [documents], [reported], [deletion], [inbox]] = await Promise.all([
    newProfiles(db),
    verification(db),
    openReports(db),
    deletions(db),
    openFeedback(db),
  ]);
  return {
    new_profiles: queue(pending),
    verification: queue(documents),
    reports: { ...queue(reported), profiles: reported?.profiles ?? 0 },
    deletion_requests: { ...queue(deletion), overdue: deletion?.overdue ?? 0 },
    feedback: queue(inbox),
  };
}

/** Accounts whose profile was active within the last day and the last week of `now`. */
export async function activeUsers(db: Db, now: Date): Promise<Dashboard['active_users']> {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
  const [row] = await db
    .select({
      day: sql<number>`count(*) filter (where ${profiles.lastActive} >= ${dayAgo.toISOString()}::timestamptz)`.mapWith(
        Number,
      ),
      week: count(),
    })
    .from(profiles)
    .where(gte(profiles.lastActive, weekAgo));
  return { last_24_hours: row?.day ?? 0, last_7_days: row?.week ?? 0 };
}
