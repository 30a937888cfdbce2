import { and, asc, count, desc, eq, inArray, min } from 'drizzle-orm';
import type { VerificationQueueResponse } from '@rishta/domain';
import { accounts, photos, profiles, verificationDocuments, type Db } from '@rishta/db';
import type { MediaUrls } from '../../lib/media-urls';
import { staffMediaUrl } from '../staff/staff-media';

/** How many profiles one page of the verification queue shows. */
export const VERIFICATION_PAGE = 50;

/**
 * Each profile's latest document. While a profile is In Process no other document can be sent
 * (canSendVerificationDocument), so its latest is the one waiting, and its upload time is how long
 * the profile has waited.
 */
const latestDocuments = (db: Db) =>
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

/**
 * The verification queue (issue 13): profiles whose identity document waits for a decision, the
 * longest-waiting first, each with its document and first photo side by side (full size, clear)
 * through short-lived signed links. Blocked accounts wait for nobody, as in the new-profiles
 * queue. Deciding is POST /admin/profiles/{code}/verification.
 */
export async function verificationQueue(db: Db, urls: MediaUrls): Promise<VerificationQueueResponse> {
  const latest = latestDocuments(db);
  const waiting = and(eq(profiles.verificationStatus, 'In Process'), eq(accounts.isBlocked, false));
  const [rows, [summary]] = await Promise.all([
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
      .where(waiting)
      .orderBy(asc(latest.uploadedOn), asc(profiles.id))
      .limit(VERIFICATION_PAGE),
    db
      .select({ n: count(), oldest: min(latest.uploadedOn) })
      .from(profiles)
      .innerJoin(accounts, eq(accounts.id, profiles.accountId))
      .innerJoin(latest, eq(latest.profileId, profiles.id))
      .where(waiting),
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
    count: summary?.n ?? 0,
    oldest_since: summary?.oldest ? new Date(summary.oldest).toISOString() : null,
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
