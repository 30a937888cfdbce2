// Issue 33: media in an S3-compatible bucket (MEDIA_STORE=s3), against a local S3 server that the
// test takes down and brings back: uploads answer a clear 503 and leave nothing behind, and files
// that could not be deleted during the outage are deleted by the job once the store is back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { MESSAGES } from '@rishta/domain';
import { accounts, mediaDeletions, photos, profiles, S3MediaStore } from '@rishta/db';
import { startLocalS3, type LocalS3Server } from '@rishta/db/local-s3';
import { deleteMediaFiles } from '../src/services/media-deletions/delete-media-files';
import { multipartBody } from './helpers/multipart';
import { runJob } from './helpers/retention';
import { authHeaders, createTestApp, tokenFor, type TestContext } from './helpers/test-app';

const WOMAN = '9000000002';

let s3: LocalS3Server;
let ctx: TestContext;
let token: string;
let profileId: number;

const image = (r: number) =>
  sharp({ create: { width: 500, height: 400, channels: 3, background: { r, g: 80, b: 60 } } })
    .jpeg()
    .toBuffer();

const upload = async (url: string, data: Buffer) => {
  const body = multipartBody([{ name: 'file', data, filename: 'p.jpg', type: 'image/jpeg' }]);
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...authHeaders(token) },
  });
};
const photoUrl = (slot: number) => `/api/profiles/upload/${profileId}/${slot}/`;
const slotRow = async (slot: number) =>
  (
    await ctx.handle.db
      .select()
      .from(photos)
      .where(and(eq(photos.profileId, profileId), eq(photos.slot, slot)))
  )[0];
const bucketKeys = () => s3.keys(`photos/${profileId}/`);
const queued = () => ctx.handle.db.select().from(mediaDeletions);

beforeAll(async () => {
  s3 = await startLocalS3();
  ctx = await createTestApp({ profiles: 2, media: new S3MediaStore({ ...s3.settings, timeoutMs: 2000 }) });
  token = await tokenFor(ctx.handle, WOMAN);
  const [row] = await ctx.handle.db
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(accounts, eq(accounts.id, profiles.accountId))
    .where(eq(accounts.username, WOMAN));
  profileId = row!.id;
  // The demo photos came from the seed; this test's slots start empty.
  await ctx.handle.db.delete(photos).where(eq(photos.profileId, profileId));
});
afterAll(async () => {
  await ctx.close();
  await s3.stop();
});

describe('media in an S3 bucket', () => {
  let stored: string[];

  it('stores an uploaded photo in the bucket and serves it under the API’s own signed link', async () => {
    const res = await upload(photoUrl(1), await image(200));
    expect(res.statusCode, res.body).toBe(200);
    const row = (await slotRow(1))!;
    stored = [row.fullKey, row.thumbKey, row.blurredKey].sort();
    expect(await bucketKeys()).toEqual(stored);

    const file = await ctx.app.inject({ url: res.json().full, headers: authHeaders(token) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect((await sharp(file.rawPayload).metadata()).format).toBe('webp');
    // The bucket's address never reaches the browser.
    expect(res.body).not.toContain(s3.settings.endpoint);
  });

  it('while the bucket is down, a new photo answers 503 with Retry-After and the old one stays', async () => {
    await s3.pause();
    try {
      const res = await upload(photoUrl(1), await image(30));
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ detail: MESSAGES.mediaUnavailable, code: 'mediaUnavailable' });
      const row = (await slotRow(1))!;
      expect([row.fullKey, row.thumbKey, row.blurredKey].sort()).toEqual(stored);

      // Its files cannot be shown either: a clear 503 the page answers with a placeholder.
      const link = ctx.app.mediaUrls.url(row.thumbKey);
      const file = await ctx.app.inject({ url: link, headers: authHeaders(token) });
      expect(file.statusCode).toBe(503);
    } finally {
      await s3.resume();
    }
    // Nothing half-written was left in the bucket.
    expect(await bucketKeys()).toEqual(stored);
  });

  it('removing a photo while the bucket is down succeeds; the job deletes its files once it is back', async () => {
    await s3.pause();
    try {
      const res = await upload(photoUrl(1), Buffer.alloc(0));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ slot: 1, thumbnail: null, full: null });
      expect(await slotRow(1)).toBeUndefined();
      expect((await queued()).map((row) => [row.key, row.reason]).sort()).toEqual(
        stored.map((key) => [key, 'replaced']),
      );
      // The job tries while the store is still down: the files wait, each try counted.
      expect(await runJob(ctx, deleteMediaFiles)).toEqual({ files_deleted: 0, files_waiting: 3 });
      expect((await queued()).every((row) => row.attempts === 2 && row.lastError)).toBe(true);
    } finally {
      await s3.resume();
    }
    expect(await bucketKeys()).toEqual(stored);
    expect(await runJob(ctx, deleteMediaFiles)).toEqual({ files_deleted: 3, files_waiting: 0 });
    expect(await bucketKeys()).toEqual([]);
    expect(await queued()).toEqual([]);
  });

  it('an identity document sent while the bucket is down answers 503 and leaves the status as it was', async () => {
    await ctx.handle.db
      .update(profiles)
      .set({ verificationStatus: 'Not Verified' })
      .where(eq(profiles.id, profileId));
    const before = await ctx.handle.db
      .select({ status: profiles.verificationStatus })
      .from(profiles)
      .where(eq(profiles.id, profileId));
    await s3.pause();
    try {
      const res = await upload(`/api/profiles/upload/${profileId}/docs/`, await image(90));
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('mediaUnavailable');
    } finally {
      await s3.resume();
    }
    const after = await ctx.handle.db
      .select({ status: profiles.verificationStatus })
      .from(profiles)
      .where(eq(profiles.id, profileId));
    expect(after).toEqual(before);
    expect(await s3.keys(`documents/${profileId}/`)).toEqual([]);
  });
});
