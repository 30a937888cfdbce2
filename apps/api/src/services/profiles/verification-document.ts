import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { profiles, verificationDocuments, type Db, type MediaStore } from '@rishta/db';
import { canSendVerificationDocument } from '@rishta/domain';
import { badRequest, conflict, unsupportedType } from '../../lib/http-error';
import { discardMedia } from '../media-deletions/discard-media';
import { detectImageFormat, type ImageFormat } from './uploaded-image';

/** SPEC.md §5: png, gif and jpeg only (VERIFY_DOCUMENT_TYPES), judged on the bytes. */
const DOCUMENT_FORMATS: readonly ImageFormat[] = ['jpeg', 'png', 'gif'];

/** A document may be sent while none is pending or after a rejection; In Process may add one more. */

/**
 * Re-encoded so no metadata (GPS, device, author) survives; photos of documents stay JPEG, and
 * PNG/GIF (often scans or screenshots) become PNG so text stays sharp.
 */
async function reencode(data: Buffer, format: ImageFormat): Promise<{ data: Buffer; ext: 'jpg' | 'png' }> {
  const image = sharp(data, { failOn: 'error' }).rotate();
  try {
    if (format === 'jpeg') return { data: await image.jpeg({ quality: 90 }).toBuffer(), ext: 'jpg' };
    return { data: await image.png().toBuffer(), ext: 'png' };
  } catch {
    // The header looked right but the image does not decode: not a usable document.
    throw unsupportedType('verifyDocumentTypes');
  }
}

/**
 * Stores a verification document privately (only admins ever get a URL, DESIGN.md §5.4) and puts
 * the profile In Process. Returns the new status.
 */
export async function submitVerificationDocument(
  db: Db,
  store: MediaStore,
  profileId: number,
  upload: Buffer,
  now: Date,
): Promise<string> {
  const format = await detectImageFormat(upload, DOCUMENT_FORMATS, 'verifyDocumentTypes');
  const [current] = await db
    .select({ status: profiles.verificationStatus })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  refuseUnlessAllowed(current?.status);

  const { data, ext } = await reencode(upload, format);
  const key = `documents/${profileId}/${randomBytes(12).toString('hex')}.${ext}`;
  await store.put(key, data);
  try {
    await db.transaction(async (tx) => {
      // Locked and re-checked: an admin may have verified the profile meanwhile.
      const [row] = await tx
        .select({ status: profiles.verificationStatus })
        .from(profiles)
        .where(eq(profiles.id, profileId))
        .for('update');
      refuseUnlessAllowed(row?.status);
      await tx
        .insert(verificationDocuments)
        .values({ profileId, storageKey: key, mimeType: ext === 'jpg' ? 'image/jpeg' : 'image/png' });
      await tx
        .update(profiles)
        .set({ verificationStatus: 'In Process', updatedOn: now })
        .where(eq(profiles.id, profileId));
    });
  } catch (error) {
    await discardMedia(db, store, [key]);
    throw error;
  }
  return 'In Process';
}

/** The domain's rule (canSendVerificationDocument), with the reason when it says no. */
function refuseUnlessAllowed(status: string | undefined): void {
  if (status === undefined || canSendVerificationDocument(status)) return;
  if (status === 'Verified') throw badRequest('alreadyVerified');
  throw conflict('verificationAwaitingDecision');
}
