import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { VerificationQueueResponse } from '@rishta/domain';
import { accounts, photos, profiles, type Db } from '@rishta/db';
import type { MediaUrls } from '../../../lib/media-urls';
import { staffMediaUrl } from '../kit/staff-media';
import { awaitingVerification, latestDocuments, verificationWaiting } from '../kit/waiting';

/** How many profiles one page of the verification queue shows. */
export const VERIFICATION_PAGE = 50;

/**
 * The verification queue (issue 13): profiles whose identity document waits for a decision, the
 * longest-waiting first, each with its document and first photo side by side (full size, clear)
 * through short-lived signed links. What waits is kit/waiting.ts's rule: blocked accounts wait for
 * nobody, as in the new-profiles queue, nor does a profile without a document to judge. Deciding
 * is POST /admin/profiles/{code}/verification.
 */
export async function verificationQueue(db: Db, urls: MediaUrls): Promise<VerificationQueueResponse> {
  const latest = latestDocuments(db);
  const [rows, waiting] = await Promise.all([
    db
      .select({
        id: profiles.id,
        profile_code: profiles.profileCode,
        full_name: profiles.fullName,
        date_of_birth: profiles.dateOfBirth,
        gender: profiles.gender,
        city: profiles.city,
        storageKey: latest.storageKey,
        document_mime_type: latest.mimeType,
        uploadedOn: latest.uploadedOn,
      })
      .from(profiles)
      .innerJoin(accounts, eq(accounts.id, profiles.accountId))
      .innerJoin(latest, eq(latest.profileId, profiles.id))
      .where(awaitingVerification)
      .orderBy(asc(latest.uploadedOn), asc(profiles.id))
      .limit(VERIFICATION_PAGE),
    verificationWaiting(db),
  ]);

  const ids = rows.map((row) => row.id);
  const photoRows = ids.length
    ? await db
        .select({ profileId: photos.profileId, fullKey: photos.fullKey })
        .from(photos)
        .where(inArray(photos.profileId, ids))
        .orderBy(desc(photos.slot))
    : [];
  // Ordered by slot downwards, so the last one set per profile is its first photo.
  const firstPhoto = new Map(photoRows.map((photo) => [photo.profileId, photo.fullKey]));

  return {
    ...waiting,
    results: rows.map(({ id, storageKey, uploadedOn, ...row }) => {
      const photoKey = firstPhoto.get(id);
      return {
        ...row,
        document_url: staffMediaUrl(urls, storageKey),
        uploaded_on: uploadedOn.toISOString(),
        photo_url: photoKey ? staffMediaUrl(urls, photoKey) : null,
      };
    }),
  };
}
