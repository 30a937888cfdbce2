import { expect } from 'vitest';
import { inArray } from 'drizzle-orm';
import { photos, type DbHandle } from '@rishta/db';

/**
 * Every card with a photo shows only its blurred copy: the thumbnail is one of the profile's
 * blurred keys and never its clear thumbnail or full photo (visitors and women's photos, §5.3).
 */
export async function expectOnlyBlurredPhotos(
  handle: DbHandle,
  cards: readonly { id: number; thumbnail?: string | null; photo_blurred?: boolean }[],
) {
  const withPhoto = cards.filter((card) => card.thumbnail);
  expect(withPhoto.length).toBeGreaterThan(0);
  const keys = await handle.db
    .select()
    .from(photos)
    .where(
      inArray(
        photos.profileId,
        withPhoto.map((card) => card.id),
      ),
    );
  for (const card of withPhoto) {
    expect(card.photo_blurred).toBe(true);
    const own = keys.filter((k) => k.profileId === card.id);
    expect(own.some((k) => card.thumbnail!.includes(k.blurredKey))).toBe(true);
    expect(own.some((k) => card.thumbnail!.includes(k.thumbKey) || card.thumbnail!.includes(k.fullKey))).toBe(
      false,
    );
  }
}
