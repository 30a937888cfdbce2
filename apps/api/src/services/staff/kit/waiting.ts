import { and, count, countDistinct, desc, eq, isNull, min, sql, type SQL } from 'drizzle-orm';
import {
  accounts,
  deletionRequests,
  feedback,
  profiles,
  reports,
  verificationDocuments,
  type Db,
} from '@rishta/db';

// Each queue's "what is waiting", defined once (issue 29, decision 048): the queue's page, its
// count (the number on the sidebar badge) and the dashboard's card all read these, so they cannot
// disagree. Whatever a moderator cannot act on is not waiting: a blocked account's profile, or an
// In Process profile without a stored document to judge.

/** How many items wait in a queue, and since when the longest-waiting one waits. */
export interface Waiting {
  count: number;
  oldest_since: string | null;
}

const waiting = (row: { n: number; oldest: Date | string | null } | undefined): Waiting => ({
  count: row?.n ?? 0,
  oldest_since: row?.oldest ? new Date(row.oldest).toISOString() : null,
});

/** New profiles, over `profiles` joined with their account: pending approval, the account not blocked. */
export const awaitingApproval: SQL = and(
  eq(profiles.approvalStatus, 'pending'),
  eq(accounts.isBlocked, false),
)!;

/** The new-profiles queue's size; a profile waits since it was made. */
export async function newProfilesWaiting(db: Db): Promise<Waiting> {
  const [row] = await db
    .select({ n: count(), oldest: min(profiles.createdOn) })
    .from(profiles)
    .innerJoin(accounts, eq(accounts.id, profiles.accountId))
    .where(awaitingApproval);
  return waiting(row);
}

/**
 * Verification, over `profiles` joined with their account: In Process, the account not blocked,
 * and a stored document to judge (a profile made In Process before documents were kept has none).
 * The document test is part of the rule, so no count can take in a profile without one however
 * it joins the documents.
 */
export const awaitingVerification: SQL = and(
  eq(profiles.verificationStatus, 'In Process'),
  eq(accounts.isBlocked, false),
  sql`exists (select 1 from ${verificationDocuments} where ${verificationDocuments.profileId} = ${profiles.id})`,
)!;

/**
 * Each profile's latest document. While a profile is In Process no other document can be sent
 * (canSendVerificationDocument), so its latest is the one waiting, and its upload time is how long
 * the profile has waited.
 */
export const latestDocuments = (db: Db) =>
  db
    .selectDistinctOn([verificationDocuments.profileId], {
      profileId: verificationDocuments.profileId,
      storageKey: verificationDocuments.storageKey,
      mimeType: verificationDocuments.mimeType,
      uploadedOn: verificationDocuments.createdAt,
    })
    .from(verificationDocuments)
    .orderBy(
      verificationDocuments.profileId,
      desc(verificationDocuments.createdAt),
      desc(verificationDocuments.id),
    )
    .as('latest');

/** The verification queue's size; a profile waits since its latest document. */
export async function verificationWaiting(db: Db): Promise<Waiting> {
  const latest = latestDocuments(db);
  const [row] = await db
    .select({ n: count(), oldest: min(latest.uploadedOn) })
    .from(profiles)
    .innerJoin(accounts, eq(accounts.id, profiles.accountId))
    .innerJoin(latest, eq(latest.profileId, profiles.id))
    .where(awaitingVerification);
  return waiting(row);
}

/**
 * Reports, over `reports`: open. A blocked account's open reports still wait, since a moderator
 * can still decide them (dismiss, warn, remove a photo).
 */
export const openReport: SQL = eq(reports.status, 'open');

/** The reports queue's size: open reports, the profiles they are about, since the oldest report. */
export async function reportsWaiting(db: Db): Promise<Waiting & { profiles: number }> {
  const [row] = await db
    .select({ n: count(), profiles: countDistinct(reports.profileId), oldest: min(reports.createdAt) })
    .from(reports)
    .where(openReport);
  return { ...waiting(row), profiles: row?.profiles ?? 0 };
}

/**
 * Deletion requests: every one waits until staff carry it out, which deletes it with the person
 * (a blocked account's request too: the person still asked to be erased). `overdue` counts those
 * the mark-overdue-deletions job marked.
 */
export async function deletionsWaiting(db: Db): Promise<Waiting & { overdue: number }> {
  const [row] = await db
    .select({
      n: count(),
      oldest: min(deletionRequests.createdAt),
      overdue: count(deletionRequests.overdueSince),
    })
    .from(deletionRequests);
  return { ...waiting(row), overdue: row?.overdue ?? 0 };
}

/** Feedback, over `feedback`: not marked done yet. */
export const openFeedback: SQL = isNull(feedback.handledAt);

/** The feedback inbox's size; a message waits since it was sent. */
export async function feedbackWaiting(db: Db): Promise<Waiting> {
  const [row] = await db
    .select({ n: count(), oldest: min(feedback.createdAt) })
    .from(feedback)
    .where(openFeedback);
  return waiting(row);
}
