import { and, eq, not, like } from 'drizzle-orm';
import type { Db } from '../create-db';
import { photos } from '../schema/index';
import type { MediaStore } from './media-store';
import { makePhotoVariants, photoKeys } from './photo-variants';

export interface ConversionSummary {
  converted: number;
  /** Rows whose full-size file was not in the store: left as they are. */
  missing: number;
  /** Rows replaced by a new upload while they were converted: the upload wins. */
  skipped: number;
}

const FULL_SUFFIX = /-full\.[a-z0-9]+$/;

/**
 * Converts the photos stored before WebP (issue 31): each is made again from its full-size file
 * into the WebP variants, the row switches to the new keys, and only then are the old files
 * deleted, so a photo is never without its files. A row replaced meanwhile keeps its new photo.
 * Running it again converts only what is left.
 */
export async function convertPhotosToWebp(
  db: Db,
  store: MediaStore,
  { onProgress }: { onProgress?: (done: number, total: number) => void } = {},
): Promise<ConversionSummary> {
  const rows = await db
    .select()
    .from(photos)
    .where(not(like(photos.fullKey, '%.webp')));
  const summary: ConversionSummary = { converted: 0, missing: 0, skipped: 0 };
  for (const [index, row] of rows.entries()) {
    onProgress?.(index, rows.length);
    const original = await store.get(row.fullKey);
    if (!original) {
      summary.missing += 1;
      continue;
    }
    const variants = await makePhotoVariants(original);
    const keys = photoKeys(row.fullKey.replace(FULL_SUFFIX, ''));
    await Promise.all([
      store.put(keys.fullKey, variants.full),
      store.put(keys.thumbKey, variants.thumb),
      store.put(keys.blurredKey, variants.blurred),
    ]);
    const switched = await db
      .update(photos)
      .set(keys)
      .where(and(eq(photos.id, row.id), eq(photos.fullKey, row.fullKey)))
      .returning({ id: photos.id });
    const stale = switched.length === 1 ? [row.fullKey, row.thumbKey, row.blurredKey] : Object.values(keys);
    await Promise.all(stale.map((key) => store.delete(key)));
    if (switched.length === 1) summary.converted += 1;
    else summary.skipped += 1;
  }
  onProgress?.(rows.length, rows.length);
  return summary;
}
