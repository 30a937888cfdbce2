import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PhotoUploadResponse } from '@rishta/domain';
import { makePhotoVariants, photoKeys, photos, type Db, type MediaStore } from '@rishta/db';
import type { MediaUrls } from '../../lib/media-urls';
import { unsupportedType } from '../../lib/http-error';
import { putAllOrNone } from '../../lib/put-all-or-none';
import { discardMedia } from '../media-deletions/discard-media';
import { detectImageFormat, PHOTO_FORMATS, PHOTO_UNSUPPORTED } from './uploaded-image';

type PhotoRow = typeof photos.$inferSelect;
type PhotoKeys = Pick<PhotoRow, 'fullKey' | 'thumbKey' | 'blurredKey'>;

const keysOf = (row: PhotoKeys) => [row.fullKey, row.thumbKey, row.blurredKey];

/**
 * Stores a new photo in a slot: the bytes are checked by sharp and re-encoded into the served
 * variants (no EXIF, no GPS: DESIGN.md §5.4), under server-made keys. The replaced files are
 * deleted only once the new row is committed, so a failure never leaves the slot without a photo,
 * and a store that fails part-way keeps none of the new files (issue 33).
 */
export async function replacePhoto(
  db: Db,
  store: MediaStore,
  urls: MediaUrls,
  profileId: number,
  slot: number,
  data: Buffer,
  now: Date,
): Promise<PhotoUploadResponse> {
  await detectImageFormat(data, PHOTO_FORMATS, PHOTO_UNSUPPORTED);
  const variants = await makePhotoVariants(data).catch(() => {
    // sharp read the header but could not decode the image (truncated or corrupt).
    throw unsupportedType(PHOTO_UNSUPPORTED);
  });
  // A random part keeps keys unguessable and unique across replacements (and CDN caches honest).
  const base = `photos/${profileId}/${slot}-${randomBytes(8).toString('hex')}`;
  const keys: PhotoKeys = photoKeys(base);
  await putAllOrNone(store, [
    [keys.fullKey, variants.full],
    [keys.thumbKey, variants.thumb],
    [keys.blurredKey, variants.blurred],
  ]);

  let previous: PhotoKeys | undefined;
  try {
    previous = await db.transaction(async (tx) => {
      const [old] = await tx
        .select()
        .from(photos)
        .where(and(eq(photos.profileId, profileId), eq(photos.slot, slot)))
        .for('update');
      await tx
        .insert(photos)
        .values({ profileId, slot, ...keys })
        .onConflictDoUpdate({
          target: [photos.profileId, photos.slot],
          set: { ...keys, createdAt: now },
        });
      return old;
    });
  } catch (error) {
    await discardMedia(db, store, keysOf(keys));
    throw error;
  }
  if (previous) await discardMedia(db, store, keysOf(previous));
  return { slot, thumbnail: urls.url(keys.thumbKey), full: urls.url(keys.fullKey) };
}

/** An empty upload removes the slot's photo (SPEC.md §7). Removing an empty slot is fine too. */
export async function removePhoto(
  db: Db,
  store: MediaStore,
  profileId: number,
  slot: number,
): Promise<PhotoUploadResponse> {
  const removed = await db
    .delete(photos)
    .where(and(eq(photos.profileId, profileId), eq(photos.slot, slot)))
    .returning();
  await discardMedia(db, store, removed.flatMap(keysOf));
  return { slot, thumbnail: null, full: null };
}
