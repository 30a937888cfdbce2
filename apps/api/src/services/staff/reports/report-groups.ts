import { and, asc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReportGroup } from '@rishta/domain';
import { accounts, chatGroupMessages, directMessages, photos, profiles, reports, type Db } from '@rishta/db';
import type { MediaUrls } from '../../../lib/media-urls';
import { staffMediaUrl } from '../kit/staff-media';

const reporter = alias(profiles, 'reporter');
const handler = alias(accounts, 'handler');

const iso = (date: Date | null) => (date ? date.toISOString() : null);
type ReportRow = typeof reports.$inferSelect;

/** Which of the reported messages have been removed since, per kind, as `kind:id`. */
async function removedMessages(db: Db, rows: ReportRow[]): Promise<Set<string>> {
  const idsOf = (kind: string) =>
    rows.filter((r) => r.messageKind === kind && r.messageId !== null).map((r) => r.messageId!);
  const [direct, group] = [idsOf('direct'), idsOf('group')];
  const [directGone, groupGone] = await Promise.all([
    direct.length === 0
      ? []
      : db
          .select({ id: directMessages.id })
          .from(directMessages)
          .where(and(inArray(directMessages.id, direct), isNotNull(directMessages.removedAt))),
    group.length === 0
      ? []
      : db
          .select({ id: chatGroupMessages.id })
          .from(chatGroupMessages)
          .where(and(inArray(chatGroupMessages.id, group), isNotNull(chatGroupMessages.removedAt))),
  ]);
  return new Set([...directGone.map((m) => `direct:${m.id}`), ...groupGone.map((m) => `group:${m.id}`)]);
}

/** A message report's message as staff see it: only the copy taken when it was reported. */
function reportedMessage(report: ReportRow, removed: Set<string>) {
  if (!report.messageKind || report.messageId === null) return null;
  return {
    kind: report.messageKind,
    group_name: report.groupName,
    removed: removed.has(`${report.messageKind}:${report.messageId}`),
    evidence: report.messageEvidence ?? [],
  };
}

/**
 * The reports of the given profiles, grouped by profile in the order of `profileIds`, each group
 * with the reported profile as staff see it (photos full-size and unblurred) and those of its
 * reports that `which` selects, oldest first. Every file link is signed for staff eyes only.
 */
export async function reportGroups(
  db: Db,
  urls: MediaUrls,
  profileIds: number[],
  which: SQL | undefined,
): Promise<ReportGroup[]> {
  if (profileIds.length === 0) return [];
  const [people, pictures, rows] = await Promise.all([
    db
      .select({ profile: profiles, account: accounts })
      .from(profiles)
      .innerJoin(accounts, eq(accounts.id, profiles.accountId))
      .where(inArray(profiles.id, profileIds)),
    db.select().from(photos).where(inArray(photos.profileId, profileIds)).orderBy(asc(photos.slot)),
    db
      .select({
        report: reports,
        reporterCode: reporter.profileCode,
        reporterName: reporter.fullName,
        handledBy: handler.username,
      })
      .from(reports)
      .innerJoin(reporter, eq(reporter.id, reports.reporterId))
      .leftJoin(handler, eq(handler.id, reports.handledBy))
      .where(and(inArray(reports.profileId, profileIds), which))
      .orderBy(asc(reports.createdAt), asc(reports.id)),
  ]);

  const removed = await removedMessages(
    db,
    rows.map((row) => row.report),
  );
  const groups: ReportGroup[] = [];
  for (const id of profileIds) {
    const person = people.find((p) => p.profile.id === id);
    if (!person) continue;
    const { profile, account } = person;
    groups.push({
      profile: {
        id: profile.id,
        profile_code: profile.profileCode,
        full_name: profile.fullName,
        slug: profile.slug,
        gender: profile.gender,
        account_id: account.id,
        username: account.username,
        is_blocked: account.isBlocked,
        block_reason: account.blockReason,
        approval_status: profile.approvalStatus,
        photos: pictures
          .filter((photo) => photo.profileId === id)
          .map((photo) => ({ slot: photo.slot, url: staffMediaUrl(urls, photo.fullKey) })),
      },
      reports: rows
        .filter((row) => row.report.profileId === id)
        .map(({ report, reporterCode, reporterName, handledBy }) => ({
          id: report.id,
          reporter: { profile_code: reporterCode, full_name: reporterName },
          reason: report.reason,
          description: report.description,
          evidence_url: report.evidenceKey ? staffMediaUrl(urls, report.evidenceKey) : null,
          message: reportedMessage(report, removed),
          created_on: report.createdAt.toISOString(),
          status: report.status,
          staff_note: report.staffNote,
          handled_on: iso(report.handledAt),
          handled_by: report.handledAt ? handledBy : null,
        })),
    });
  }
  return groups;
}
