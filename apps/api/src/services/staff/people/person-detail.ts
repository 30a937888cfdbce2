import { count, desc, eq, or, sql } from 'drizzle-orm';
import { AUDIT_PAGE, PERSON_LATEST_REPORTS, PERSON_NOTICES, type PersonDetail } from '@rishta/domain';
import {
  accountFlags,
  accountNotices,
  accounts,
  auditLog,
  deletionRequests,
  profiles,
  proposals,
  reports,
  type Db,
} from '@rishta/db';
import { notFound } from '../../../lib/http-error';
import { auditRows } from '../audit/audit-rows';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Proposals the profile sent and received, and how many of either were accepted. */
async function proposalCounts(db: Db, profileId: number): Promise<PersonDetail['proposals']> {
  const [row] = await db
    .select({
      sent: sql<number>`count(*) filter (where ${proposals.senderId} = ${profileId})`.mapWith(Number),
      received: sql<number>`count(*) filter (where ${proposals.receiverId} = ${profileId})`.mapWith(Number),
      accepted: sql<number>`count(*) filter (where ${proposals.status} = 'Accepted')`.mapWith(Number),
    })
    .from(proposals)
    .where(or(eq(proposals.senderId, profileId), eq(proposals.receiverId, profileId)));
  return { sent: row?.sent ?? 0, received: row?.received ?? 0, accepted: row?.accepted ?? 0 };
}

/** Reports about the profile (`column` = profile_id) or by it (reporter_id): how many, and the latest. */
async function reportsOneWay(db: Db, column: typeof reports.profileId, profileId: number) {
  const [latest, [total]] = await Promise.all([
    db
      .select({
        id: reports.id,
        reason: reports.reason,
        status: reports.status,
        createdAt: reports.createdAt,
      })
      .from(reports)
      .where(eq(column, profileId))
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(PERSON_LATEST_REPORTS),
    db.select({ n: count() }).from(reports).where(eq(column, profileId)),
  ]);
  return {
    count: total?.n ?? 0,
    latest: latest.map(({ createdAt, ...r }) => ({ ...r, created_on: createdAt.toISOString() })),
  };
}

const noReports = { count: 0, latest: [] };

/**
 * Everything the console shows about one user account (issue 13): the account, its profile, its
 * proposals, reports about it and by it, notices staff sent it, what the system flagged (issue
 * 32: contact details shared early in many groups) and its audit trail. Staff
 * accounts are not people here (the staff page lists them), so they are a 404 like no account.
 */
export async function personDetail(db: Db, accountId: number): Promise<PersonDetail> {
  const [row] = await db
    .select({ account: accounts, profile: profiles, deletion: deletionRequests })
    .from(accounts)
    .leftJoin(profiles, eq(profiles.accountId, accounts.id))
    .leftJoin(deletionRequests, eq(deletionRequests.profileId, profiles.id))
    .where(eq(accounts.id, accountId))
    .limit(1);
  if (!row || row.account.staffRole) throw notFound();
  const { account, profile, deletion } = row;

  const [proposalsCount, about, by, notices, flags, audit] = await Promise.all([
    profile ? proposalCounts(db, profile.id) : { sent: 0, received: 0, accepted: 0 },
    profile ? reportsOneWay(db, reports.profileId, profile.id) : noReports,
    profile ? reportsOneWay(db, reports.reporterId, profile.id) : noReports,
    db
      .select()
      .from(accountNotices)
      .where(eq(accountNotices.accountId, accountId))
      .orderBy(desc(accountNotices.createdAt), desc(accountNotices.id))
      .limit(PERSON_NOTICES),
    db
      .select({ reason: accountFlags.reason, day: accountFlags.day })
      .from(accountFlags)
      .where(eq(accountFlags.accountId, accountId))
      .orderBy(desc(accountFlags.day), desc(accountFlags.id))
      .limit(PERSON_NOTICES),
    auditRows(db, eq(auditLog.subjectAccountId, accountId), AUDIT_PAGE),
  ]);

  return {
    account_id: account.id,
    account: {
      username: account.username,
      created_on: account.createdAt.toISOString(),
      last_login_at: iso(account.lastLoginAt),
      is_blocked: account.isBlocked,
      block_reason: account.blockReason,
    },
    profile: profile && {
      profile_code: profile.profileCode,
      slug: profile.slug,
      full_name: profile.fullName,
      gender: profile.gender,
      date_of_birth: profile.dateOfBirth,
      city: profile.city,
      approval_status: profile.approvalStatus,
      verification_status: profile.verificationStatus,
      listed: profile.listed,
      last_active: profile.lastActive.toISOString(),
      deletion_request: deletion && { reason: deletion.reason, created_on: deletion.createdAt.toISOString() },
    },
    proposals: proposalsCount,
    reports: { about, by },
    notices: notices.map((n) => ({
      id: n.id,
      message: n.message,
      created_on: n.createdAt.toISOString(),
      read_on: iso(n.readAt),
    })),
    flags,
    audit,
  };
}
