import { aliasedTable, asc, desc, eq, or, sql } from 'drizzle-orm';
import {
  ageFromBirth,
  normaliseProfileCode,
  PROFILE_FORM_FIELDS,
  type ProfileReviewResponse,
} from '@rishta/domain';
import {
  accounts,
  auditLog,
  deletionRequests,
  photos,
  profileFieldsOf,
  profiles,
  proposals,
  reports,
  verificationDocuments,
  type Db,
} from '@rishta/db';
import { notFound } from '../../../lib/http-error';
import type { MediaUrls } from '../../../lib/media-urls';
import { duplicatesOf } from '../kit/duplicates';
import { blockedKeywordList, profileKeywordHits } from '../kit/keyword-hits';
import { staffMediaUrl } from '../kit/staff-media';
import { viewCountOf } from '../../profiles/view-count';

/** How many audit rows the review shows (the newest). */
export const REVIEW_AUDIT_ROWS = 50;

type ProfileRow = typeof profiles.$inferSelect;
const actor = aliasedTable(accounts, 'actor');
const asObject = (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/** Every stored field by wire name, contact details and private flags included (staff only). */
function staffProfileFields(row: ProfileRow, views: number, now: Date): ProfileReviewResponse['profile'] {
  return {
    ...profileFieldsOf(row, PROFILE_FORM_FIELDS),
    id: row.id,
    slug: row.slug,
    profile_code: row.profileCode,
    age: ageFromBirth(row.yearOfBirth, row.monthOfBirth, now),
    // Stored as jsonb, served as JSON text like the owner's own profile (SPEC.md §3).
    expectation_proposal: row.expectationProposal == null ? null : JSON.stringify(row.expectationProposal),
    view_count: views,
    updated_on: row.updatedOn.toISOString(),
  } as ProfileReviewResponse['profile'];
}

/**
 * What a moderator sees when reviewing a profile (issue 13): everything stored, the photos clear
 * and the latest identity document through short-lived signed links, and the signals that make a
 * profile worth a second look (blocked keywords, possible duplicates, proposals, reports) with
 * the staff's own trail on the account. Staff tokens only: the route is under /api/admin.
 */
export async function profileReview(
  db: Db,
  urls: MediaUrls,
  code: string,
  now: Date,
): Promise<ProfileReviewResponse> {
  const profileCode = normaliseProfileCode(code);
  if (!profileCode) throw notFound();
  const [found] = await db
    .select({ profile: profiles, account: accounts })
    .from(profiles)
    .innerJoin(accounts, eq(accounts.id, profiles.accountId))
    .where(eq(profiles.profileCode, profileCode))
    .limit(1);
  if (!found) throw notFound();
  const { profile: row, account } = found;
  const id = row.id;

  const [
    photoRows,
    [document],
    [deletion],
    keywords,
    duplicates,
    [proposalCounts],
    [reportCounts],
    audit,
    views,
  ] = await Promise.all([
    db.select().from(photos).where(eq(photos.profileId, id)).orderBy(asc(photos.slot)),
    db
      .select()
      .from(verificationDocuments)
      .where(eq(verificationDocuments.profileId, id))
      .orderBy(desc(verificationDocuments.createdAt), desc(verificationDocuments.id))
      .limit(1),
    db.select().from(deletionRequests).where(eq(deletionRequests.profileId, id)).limit(1),
    blockedKeywordList(db),
    duplicatesOf(db, [id]),
    db
      .select({
        sent: sql<number>`count(*) filter (where ${proposals.senderId} = ${id})`.mapWith(Number),
        received: sql<number>`count(*) filter (where ${proposals.receiverId} = ${id})`.mapWith(Number),
        accepted: sql<number>`count(*) filter (where ${proposals.status} = 'Accepted')`.mapWith(Number),
      })
      .from(proposals)
      .where(or(eq(proposals.senderId, id), eq(proposals.receiverId, id))),
    db
      .select({
        open: sql<number>`count(*) filter (where ${reports.status} = 'open')`.mapWith(Number),
        handled: sql<number>`count(*) filter (where ${reports.status} <> 'open')`.mapWith(Number),
      })
      .from(reports)
      .where(eq(reports.profileId, id)),
    db
      .select({ entry: auditLog, actor: actor.username })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorAccountId))
      .where(eq(auditLog.subjectAccountId, account.id))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(REVIEW_AUDIT_ROWS),
    viewCountOf(db, id),
  ]);

  return {
    profile: staffProfileFields(row, views, now),
    standing: {
      approval_status: row.approvalStatus,
      approval_remarks: row.approvalRemarks,
      is_active: row.isActive,
      verification_status: row.verificationStatus,
      verification_remarks: row.verificationRemarks,
      listed: row.listed,
      is_blocked: account.isBlocked,
      block_reason: account.blockReason,
      deletion_request: deletion
        ? {
            reason: deletion.reason,
            details: deletion.details,
            requested_on: deletion.createdAt.toISOString(),
          }
        : null,
    },
    account: {
      username: account.username,
      created_on: row.createdOn.toISOString(),
      last_active: row.lastActive.toISOString(),
      last_login_on: account.lastLoginAt ? account.lastLoginAt.toISOString() : null,
    },
    photos: photoRows.map((photo) => ({ slot: photo.slot, url: staffMediaUrl(urls, photo.fullKey) })),
    document: document
      ? {
          url: staffMediaUrl(urls, document.storageKey),
          mime_type: document.mimeType,
          uploaded_on: document.createdAt.toISOString(),
        }
      : null,
    keyword_hits: profileKeywordHits(row, keywords),
    duplicates: duplicates.get(id) ?? [],
    proposals: {
      sent: proposalCounts?.sent ?? 0,
      received: proposalCounts?.received ?? 0,
      accepted: proposalCounts?.accepted ?? 0,
    },
    reports: { open: reportCounts?.open ?? 0, handled: reportCounts?.handled ?? 0 },
    audit: audit.map(({ entry, actor: actorName }) => ({
      action: entry.action,
      actor: actorName,
      reason: entry.reason,
      before: asObject(entry.before),
      after: asObject(entry.after),
      created_on: entry.createdAt.toISOString(),
    })),
  };
}
