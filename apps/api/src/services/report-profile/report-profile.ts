import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { fieldIssuesOf, reportSchema, type ErrorCode, type ErrorIssue } from '@rishta/domain';
import { accounts, profiles, reports, type Db, type MediaStore } from '@rishta/db';
import { AppError } from '../../lib/http-error';
import { discardMedia } from '../media-deletions/discard-media';
import { listedProfile } from '../profiles/listed';
import { detectImageFormat, PHOTO_FORMATS } from '../profiles/uploaded-image';

/** What the report form sends (SPEC.md §7): multipart fields and the evidence file's bytes. */
export interface ReportSubmission {
  reason?: string | undefined;
  description?: string | undefined;
  userSlug?: string | undefined;
  file?: Buffer | undefined;
}

/** The report call's own error shape (SPEC.md §7): `{status: 'failed', errors: {field: [msg]}}`. */
export const reportFailure = (statusCode: number, errors: Record<string, ErrorIssue[]>) =>
  new AppError(statusCode, { fields: errors, shape: 'status' });

/** A refusal of the whole report, as `errors.detail` (the spec's shape has no top-level text). */
export const reportRefused = (statusCode: number, code: ErrorCode) =>
  reportFailure(statusCode, { detail: [{ code }] });

// Evidence is only ever looked at by an admin: a bounded, metadata-free JPEG is enough.
const EVIDENCE_MAX_SIDE = 2000;

async function reencodeEvidence(data: Buffer): Promise<Buffer> {
  try {
    await detectImageFormat(data, PHOTO_FORMATS, 'imageFilesOnly');
    return await sharp(data, { failOn: 'error' })
      .rotate()
      .resize({
        width: EVIDENCE_MAX_SIDE,
        height: EVIDENCE_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError && error.status === 413) throw error;
    throw reportFailure(400, { file: [{ code: 'imageFilesOnly' }] });
  }
}

/** Every field error of the form at once, as the report dialog shows them. */
function validate(submission: ReportSubmission) {
  const parsed = reportSchema.safeParse({ reason: submission.reason, description: submission.description });
  const errors: Record<string, ErrorIssue[]> = parsed.success ? {} : fieldIssuesOf(parsed.error.issues);
  if (!submission.userSlug?.trim()) (errors['user-slug'] ??= []).push({ code: 'required' });
  if (!submission.file || submission.file.length === 0) (errors.file ??= []).push({ code: 'fileRequired' });
  if (!parsed.success || Object.keys(errors).length > 0) throw reportFailure(400, errors);
  return parsed.data;
}

/**
 * A verified user reports another listed profile with an evidence image (SPEC.md §4, §5, §6).
 * The image is re-encoded and stored privately under `reports/<id>/`; only admins get a URL for
 * it (DESIGN.md §5.4). One report per reporter and profile.
 */
export async function reportProfile(
  db: Db,
  store: MediaStore,
  reporterId: number,
  submission: ReportSubmission,
): Promise<void> {
  const [reporter] = await db
    .select({ status: profiles.verificationStatus })
    .from(profiles)
    .where(eq(profiles.id, reporterId));
  if (reporter?.status !== 'Verified') throw reportRefused(403, 'verifyToReport');

  const form = validate(submission);
  const [target] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(accounts, eq(accounts.id, profiles.accountId))
    .where(and(eq(profiles.slug, submission.userSlug!.trim()), listedProfile))
    .limit(1);
  if (!target) throw reportRefused(404, 'noProfileFound');
  if (target.id === reporterId) throw reportRefused(400, 'cannotReportSelf');

  const evidence = await reencodeEvidence(submission.file!);
  let storedKey: string | null = null;
  try {
    await db.transaction(async (tx) => {
      // Locking the reported profile serialises two reports of it, so the duplicate check holds.
      await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, target.id)).for('update');
      const [existing] = await tx
        .select({ id: reports.id })
        .from(reports)
        .where(
          and(
            eq(reports.reporterId, reporterId),
            eq(reports.profileId, target.id),
            // A report about one of their messages (issue 32) is another matter.
            isNull(reports.messageId),
          ),
        )
        .limit(1);
      if (existing) throw reportRefused(400, 'alreadyReported');
      const [row] = await tx
        .insert(reports)
        .values({
          reporterId,
          profileId: target.id,
          reason: form.reason,
          description: form.description?.trim() || null,
          evidenceKey: 'pending',
        })
        .returning({ id: reports.id });
      const key = `reports/${row!.id}/${randomBytes(12).toString('hex')}.jpg`;
      await store.put(key, evidence);
      storedKey = key;
      await tx.update(reports).set({ evidenceKey: key }).where(eq(reports.id, row!.id));
    });
  } catch (error) {
    await discardMedia(db, store, [storedKey]);
    throw error;
  }
}
