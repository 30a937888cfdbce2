// Issue 31: photos stored as JPEG before WebP are converted by `npm run convert-photos`.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos, profiles } from '../schema/index';
import { insertDemoProfiles } from '../seed/index';
import { factory, type TestDatabase } from '../test-database';
import { convertPhotosToWebp } from './convert-photos';
import { DiskMediaStore } from './media-store';

const formatOf = async (data: Buffer | null) => (data ? (await sharp(data).metadata()).format : null);

describe(`converting stored photos to WebP (${factory.label})`, () => {
  let testDb: TestDatabase;
  let mediaDir: string;
  let store: DiskMediaStore;
  let profileId: number;

  beforeAll(async () => {
    testDb = await factory.create();
    mediaDir = await mkdtemp(join(tmpdir(), 'rishta-convert-'));
    store = new DiskMediaStore(mediaDir);
    await insertDemoProfiles(testDb.handle.db, store, 1, { photoRatio: 0 });
    const [first] = await testDb.handle.db.select({ id: profiles.id }).from(profiles).limit(1);
    profileId = first!.id;
  });

  afterAll(async () => {
    await testDb?.dispose();
    await rm(mediaDir, { recursive: true, force: true });
  });

  /** A photo as the server stored them before issue 31: three JPEG files. */
  async function storeJpegPhoto(slot: number) {
    const jpeg = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();
    const base = `photos/${profileId}/${slot}-0123abcd`;
    const keys = {
      fullKey: `${base}-full.jpg`,
      thumbKey: `${base}-thumb.jpg`,
      blurredKey: `${base}-blur.jpg`,
    };
    for (const key of Object.values(keys)) await store.put(key, jpeg);
    await testDb.handle.db.insert(photos).values({ profileId, slot, ...keys });
    return keys;
  }

  it('makes WebP variants from the full-size file, switches the row, then deletes the JPEGs', async () => {
    const old = await storeJpegPhoto(0);

    const summary = await convertPhotosToWebp(testDb.handle.db, store);

    expect(summary).toEqual({ converted: 1, missing: 0, skipped: 0 });
    const [row] = await testDb.handle.db.select().from(photos).where(eq(photos.slot, 0));
    expect(row).toMatchObject({
      fullKey: `photos/${profileId}/0-0123abcd-full.webp`,
      thumbKey: `photos/${profileId}/0-0123abcd-thumb.webp`,
      blurredKey: `photos/${profileId}/0-0123abcd-blur.webp`,
    });
    for (const key of [row!.fullKey, row!.thumbKey, row!.blurredKey])
      expect(await formatOf(await store.get(key))).toBe('webp');
    expect((await sharp((await store.get(row!.thumbKey))!).metadata()).width).toBe(320);
    for (const key of Object.values(old)) expect(await store.get(key)).toBeNull();
  });

  it('converts only what is left when run again, and leaves a photo without its file as it is', async () => {
    const lost = await storeJpegPhoto(1);
    await store.delete(lost.fullKey);

    expect(await convertPhotosToWebp(testDb.handle.db, store)).toEqual({
      converted: 0,
      missing: 1,
      skipped: 0,
    });
    const [row] = await testDb.handle.db.select().from(photos).where(eq(photos.slot, 1));
    expect(row!.fullKey).toBe(lost.fullKey);
    expect(await store.get(lost.thumbKey)).not.toBeNull();
  });
});
