import { eq, inArray, or, sql } from 'drizzle-orm';
import {
  accounts,
  auditLog,
  chatGroupMessages,
  deletionRequests,
  feedback,
  otpBlocks,
  otps,
  notifications,
  outbox,
  photos,
  profiles,
  reports,
  verificationDocuments,
  type Db,
} from '@rishta/db';
import { notFound } from '../../../lib/http-error';
import { DELETION_CARRIED_OUT } from '../../content/counters';
import { recordAudit } from '../../audit-log/record-audit';
import { queueMediaDeletion } from '../../media-deletions/discard-media';
import { personIdentifiers } from './person-identifiers';

/**
 * Another person's report of a group message keeps the few messages before it as evidence
 * (issue 32), which may include lines the erased person wrote. Their name and words leave those
 * copies; the line stays, empty, so the order of the conversation still reads.
 */
async function scrubGroupEvidence(tx: Db, profileId: number) {
  const theirs = tx
    .select({ id: chatGroupMessages.id })
    .from(chatGroupMessages)
    .where(eq(chatGroupMessages.senderId, profileId));
  await tx.execute(sql`
    update ${reports} set message_evidence = (
      select jsonb_agg(
        case when (line->>'message_id')::int in (${theirs})
          then line || '{"sender_name": "", "text": ""}'::jsonb else line end
        order by position)
      from jsonb_array_elements(${reports.messageEvidence}) with ordinality as lines(line, position))
    where ${reports.messageKind} = 'group'
      and exists (
        select 1 from jsonb_array_elements(${reports.messageEvidence}) as lines(line)
        where (line->>'message_id')::int in (${theirs}))`);
}

/**
 * The database part of carrying out a deletion request (issue 13, DESIGN.md §5.8), inside the
 * caller's transaction. Returns the erased profile's id and the media keys of the person's files,
 * to be deleted once this commits (a file deleted before a rollback could not be brought back).
 *
 * Deleting the account row removes, by ON DELETE CASCADE (migrations 0001, 0004, 0009):
 * - from the account: the profile, sessions (every token ends), account flags and notices,
 *   staff recovery codes;
 * - from the profile: photos, verification documents, the deletion request itself, reports made
 *   and reports about them, proposals, favourites and visits both ways, contact reveals both ways,
 *   chat group memberships and messages, direct messages and blocks both ways. Their lines in
 *   other people's group-message evidence are emptied first (scrubGroupEvidence).
 * Rows tied to the person by a value instead of a key are deleted here: OTPs and OTP holds,
 * outbox messages and notifications (the SMS and e-mail sent to them), feedback. Audit rows about
 * them stay (who did what, when) without the reason and the before/after values, which may hold
 * their data. The username is free afterwards.
 */
export async function eraseInDatabase(
  tx: Db,
  staffAccountId: number,
  requestId: number,
  now: Date,
): Promise<{ profileId: number; mediaKeys: string[] }> {
  const [found] = await tx
    .select({
      requestReason: deletionRequests.reason,
      profileId: profiles.id,
      accountId: accounts.id,
      username: accounts.username,
      contactNumber: profiles.contactNumber,
      whatsappNumber: profiles.whatsappNumber,
      email: profiles.email,
    })
    .from(deletionRequests)
    .innerJoin(profiles, eq(profiles.id, deletionRequests.profileId))
    .innerJoin(accounts, eq(accounts.id, profiles.accountId))
    .where(eq(deletionRequests.id, requestId))
    // A second moderator pressing the button at the same moment waits here, then finds nothing.
    .for('update');
  if (!found) throw notFound('deletionRequestNotFound');
  const { profileId, accountId } = found;

  const photoRows = await tx.select().from(photos).where(eq(photos.profileId, profileId));
  const documentRows = await tx
    .select({ id: verificationDocuments.id, key: verificationDocuments.storageKey })
    .from(verificationDocuments)
    .where(eq(verificationDocuments.profileId, profileId));
  // Both ways: evidence they sent may show others, evidence about them shows them.
  const reportRows = await tx
    .select({ id: reports.id, key: reports.evidenceKey })
    .from(reports)
    .where(or(eq(reports.reporterId, profileId), eq(reports.profileId, profileId)));

  await scrubGroupEvidence(tx, profileId);

  const identifiers = await personIdentifiers(tx, found);
  let feedbackIds: number[] = [];
  if (identifiers.length > 0) {
    await tx.delete(otps).where(inArray(sql`lower(${otps.username})`, identifiers));
    await tx.delete(otpBlocks).where(inArray(sql`lower(${otpBlocks.username})`, identifiers));
    await tx.delete(outbox).where(inArray(sql`lower(trim(${outbox.recipient}))`, identifiers));
    await tx.delete(notifications).where(inArray(sql`lower(trim(${notifications.recipient}))`, identifiers));
    const removed = await tx
      .delete(feedback)
      .where(
        or(
          inArray(sql`lower(trim(${feedback.mobile}))`, identifiers),
          inArray(sql`lower(trim(${feedback.email}))`, identifiers),
        ),
      )
      .returning({ id: feedback.id });
    feedbackIds = removed.map((r) => r.id);
  }

  const subjects = [
    `profile:${profileId}`,
    `account:${accountId}`,
    `deletion:${requestId}`,
    ...photoRows.map((p) => `photo:${p.id}`),
    ...documentRows.map((d) => `document:${d.id}`),
    ...reportRows.map((r) => `report:${r.id}`),
    ...feedbackIds.map((id) => `feedback:${id}`),
  ];
  await tx
    .update(auditLog)
    .set({ reason: null, before: null, after: null })
    .where(or(eq(auditLog.subjectAccountId, accountId), inArray(auditLog.subject, subjects)));

  await tx.delete(accounts).where(eq(accounts.id, accountId));

  // Only who, when and the reason category: the partner-found count reads this row (counters.ts).
  await recordAudit(tx, {
    actor: staffAccountId,
    action: DELETION_CARRIED_OUT,
    subject: `profile:${profileId}`,
    reason: found.requestReason,
    at: now,
  });

  const mediaKeys = [
    ...photoRows.flatMap((p) => [p.fullKey, p.thumbKey, p.blurredKey]),
    ...documentRows.map((d) => d.key),
    // A message report has no image.
    ...reportRows.flatMap((r) => (r.key ? [r.key] : [])),
  ];
  // Their files are deleted after the commit; queued here, in the same transaction, they are
  // deleted even if the store is down then or this process dies (the delete-media-files job).
  await queueMediaDeletion(tx, mediaKeys, 'erasure');
  return { profileId, mediaKeys };
}
