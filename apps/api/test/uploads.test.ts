import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { MESSAGES, PHOTO_URL_MAX_LIFETIME_SECONDS } from '@rishta/domain';
import { accounts, photos, profiles, verificationDocuments } from '@rishta/db';
import { createTestApp, tokenFor, type TestContext, authHeaders } from './helpers/test-app';

const MAN = '9000000001';
const WOMAN = '9000000002';

let ctx: TestContext;
let manToken: string;
let womanToken: string;
let manId: number;
let womanId: number;

async function profileIdOf(username: string): Promise<number> {
  const [row] = await ctx.handle.db
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(accounts, eq(accounts.id, profiles.accountId))
    .where(eq(accounts.username, username));
  return row!.id;
}

/** A multipart/form-data body with one file part, built by hand. */
function multipart(data: Buffer, { field = 'file', filename = 'upload.jpg', type = 'image/jpeg' } = {}) {
  const boundary = `----rishta${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(url: string, data: Buffer, token?: string, part?: Parameters<typeof multipart>[1]) {
  const body = multipart(data, part);
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...authHeaders(token) },
  });
}

const image = (format: 'jpeg' | 'png' | 'gif' | 'webp' = 'jpeg') =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 180, g: 90, b: 40 } } })
    .toFormat(format)
    .toBuffer();

/** A JPEG carrying a camera model and GPS coordinates in its EXIF. */
const jpegWithGps = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'RishtaCam', Model: 'Spy 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '28/1 36/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '77/1 12/1 0/1',
      },
    })
    .toBuffer();

const download = (url: string, token?: string) => ctx.app.inject({ url, headers: authHeaders(token) });

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 2 });
  manToken = await tokenFor(ctx.handle, MAN);
  womanToken = await tokenFor(ctx.handle, WOMAN);
  manId = await profileIdOf(MAN);
  womanId = await profileIdOf(WOMAN);
});
afterAll(() => ctx.close());

describe('POST /api/profiles/upload/{id}/{slot}/', () => {
  it('stores a photo without its EXIF/GPS data and answers with signed URLs that download', async () => {
    const original = await jpegWithGps();
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(before.exif!.includes(Buffer.from('RishtaCam'))).toBe(true);

    const res = await upload(`/api/profiles/upload/${manId}/1/`, original, manToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ slot: 1, thumbnail: expect.any(String), full: expect.any(String) });
    expect(body.full).toMatch(/^\/api\/media\/photos\/\d+\/1-[0-9a-f]+-full\.webp\?e=\d+&s=/);

    const [row] = await ctx.handle.db
      .select()
      .from(photos)
      .where(and(eq(photos.profileId, manId), eq(photos.slot, 1)));
    expect(row).toBeDefined();
    for (const url of [body.full, body.thumbnail]) {
      const file = await download(url, manToken);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
    }
    // Every stored variant, read straight from the store: no EXIF at all, hence no GPS.
    for (const key of [row!.fullKey, row!.thumbKey, row!.blurredKey]) {
      const stored = await ctx.media.get(key);
      expect(stored).not.toBeNull();
      const meta = await sharp(stored!).metadata();
      // WebP, whatever was uploaded (issue 31).
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(stored!.includes(Buffer.from('RishtaCam'))).toBe(false);
      expect(stored!.includes(Buffer.from('GPS'))).toBe(false);
    }

    // The owner's profile now lists it by slot.
    const profile = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/profiles/update/${manId}/`,
      payload: {},
      headers: authHeaders(manToken),
    });
    expect(profile.json().photo_2).toContain(row!.fullKey);
  });

  it('signs full-size photo URLs for at most 15 minutes by the app clock, then refuses them', async () => {
    const res = await upload(`/api/profiles/upload/${manId}/2/`, await jpegWithGps(), manToken);
    expect(res.statusCode).toBe(200);
    const { full } = res.json() as { full: string };
    const expires = Number(new URL(full, 'http://x').searchParams.get('e')) * 1000;
    const now = ctx.app.clock().getTime();
    expect(expires - now).toBeGreaterThan(0);
    expect(expires - now).toBeLessThanOrEqual(PHOTO_URL_MAX_LIFETIME_SECONDS * 1000);
    expect((await download(full, manToken)).statusCode).toBe(200);

    ctx.app.serverClock.set(new Date(now + PHOTO_URL_MAX_LIFETIME_SECONDS * 1000 + 1000));
    try {
      const late = await download(full, manToken);
      expect(late.statusCode).toBe(403);
      expect(late.json()).toEqual({ detail: MESSAGES.linkExpired, code: 'linkExpired' });
    } finally {
      ctx.app.serverClock.set(null);
    }
  });

  it('replaces the photo of a slot and deletes the old files', async () => {
    const first = await upload(`/api/profiles/upload/${manId}/0/`, await image('png'), manToken);
    expect(first.statusCode).toBe(200);
    const [old] = await ctx.handle.db
      .select()
      .from(photos)
      .where(and(eq(photos.profileId, manId), eq(photos.slot, 0)));
    const second = await upload(`/api/profiles/upload/${manId}/0/`, await image('webp'), manToken, {
      filename: 'x.webp',
      type: 'image/webp',
    });
    expect(second.statusCode).toBe(200);
    const rows = await ctx.handle.db
      .select()
      .from(photos)
      .where(and(eq(photos.profileId, manId), eq(photos.slot, 0)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.fullKey).not.toBe(old!.fullKey);
    expect(await ctx.media.get(old!.fullKey)).toBeNull();
    expect(await ctx.media.get(old!.blurredKey)).toBeNull();
  });

  it('removes the photo of a slot when the file is empty', async () => {
    await upload(`/api/profiles/upload/${manId}/2/`, await image('gif'), manToken, { type: 'image/gif' });
    const [row] = await ctx.handle.db
      .select()
      .from(photos)
      .where(and(eq(photos.profileId, manId), eq(photos.slot, 2)));
    expect(row).toBeDefined();
    const res = await upload(`/api/profiles/upload/${manId}/2/`, Buffer.alloc(0), manToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ slot: 2, thumbnail: null, full: null });
    const rows = await ctx.handle.db
      .select()
      .from(photos)
      .where(and(eq(photos.profileId, manId), eq(photos.slot, 2)));
    expect(rows).toHaveLength(0);
    expect(await ctx.media.get(row!.thumbKey)).toBeNull();
  });

  it('refuses files that are not images, whatever their declared type', async () => {
    const text = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    for (const [data, type] of [
      [Buffer.from('%PDF-1.4 not an image at all'), 'image/jpeg'],
      [text, 'image/svg+xml'],
    ] as const) {
      const res = await upload(`/api/profiles/upload/${manId}/0/`, data, manToken, { type });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ detail: MESSAGES.imageFilesOnly, code: 'imageFilesOnly' });
    }
  });

  it('refuses files over 5 MB with 413', async () => {
    const big = Buffer.concat([await image(), randomBytes(5 * 1024 * 1024)]);
    const res = await upload(`/api/profiles/upload/${manId}/0/`, big, manToken);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: MESSAGES.fileTooLarge, code: 'fileTooLarge' });
  });

  it("refuses another user's slot (403), visitors (401) and slots outside 0-2 (400)", async () => {
    const photo = await image();
    const womansPhotos = () => ctx.handle.db.select().from(photos).where(eq(photos.profileId, womanId));
    const before = await womansPhotos();
    const other = await upload(`/api/profiles/upload/${womanId}/0/`, photo, manToken);
    expect(other.statusCode).toBe(403);
    expect(await womansPhotos()).toEqual(before);
    expect((await upload(`/api/profiles/upload/${womanId}/0/`, photo)).statusCode).toBe(401);
    const bad = await upload(`/api/profiles/upload/${womanId}/3/`, photo, womanToken);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('slot');
  });

  it('asks for a file when none is sent', async () => {
    const res = await upload(`/api/profiles/upload/${manId}/0/`, await image(), manToken, { field: 'photo' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ file: [MESSAGES.fileRequired], codes: { file: ['fileRequired'] } });
  });
});

describe('POST /api/profiles/upload/{id}/docs/', () => {
  const docsUrl = () => `/api/profiles/upload/${womanId}/docs/`;
  const status = async () => {
    const [row] = await ctx.handle.db
      .select({ status: profiles.verificationStatus })
      .from(profiles)
      .where(eq(profiles.id, womanId));
    return row!.status;
  };

  it('stores the document privately and puts the profile In Process', async () => {
    await ctx.handle.db
      .update(profiles)
      .set({ verificationStatus: 'Not Verified' })
      .where(eq(profiles.id, womanId));
    const res = await upload(docsUrl(), await jpegWithGps(), womanToken, { filename: 'aadhaar.jpg' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ verification_status: 'In Process', message: MESSAGES.profileUpdated });
    expect(await status()).toBe('In Process');

    const [doc] = await ctx.handle.db
      .select()
      .from(verificationDocuments)
      .where(eq(verificationDocuments.profileId, womanId));
    expect(doc!.storageKey).toMatch(new RegExp(`^documents/${womanId}/[0-9a-f]+\\.jpg$`));
    const stored = await ctx.media.get(doc!.storageKey);
    expect((await sharp(stored!).metadata()).exif).toBeUndefined();

    // No answer to the owner carries a link to the document.
    expect(res.body).not.toContain('documents/');
    const own = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/profiles/update/${womanId}/`,
      payload: {},
      headers: authHeaders(womanToken),
    });
    expect(own.statusCode).toBe(200);
    expect(own.body).not.toContain('documents/');
    // Guessing the media URL without a server signature gets nothing.
    const guessed = await download(
      `/api/media/${doc!.storageKey}?e=9999999999&s=${'A'.repeat(32)}`,
      womanToken,
    );
    expect(guessed.statusCode).toBe(403);
  });

  it('refuses a second document while the first waits for an admin, keeping only the first', async () => {
    await ctx.handle.db
      .update(profiles)
      .set({ verificationStatus: 'Not Verified' })
      .where(eq(profiles.id, womanId));
    const documents = () =>
      ctx.handle.db.select().from(verificationDocuments).where(eq(verificationDocuments.profileId, womanId));
    expect((await upload(docsUrl(), await image('png'), womanToken, { filename: 'id.png' })).statusCode).toBe(
      200,
    );
    const before = await documents();
    const again = await upload(docsUrl(), await image('png'), womanToken, { filename: 'id.png' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      detail: MESSAGES.verificationAwaitingDecision,
      code: 'verificationAwaitingDecision',
    });
    expect(await documents()).toHaveLength(before.length);
    expect(await status()).toBe('In Process');
  });

  it('accepts png and gif documents, stored as png', async () => {
    await ctx.handle.db
      .update(profiles)
      .set({ verificationStatus: 'Rejected' })
      .where(eq(profiles.id, womanId));
    const res = await upload(docsUrl(), await image('gif'), womanToken, {
      filename: 'id.gif',
      type: 'image/gif',
    });
    expect(res.statusCode).toBe(200);
    expect(await status()).toBe('In Process');
    const docs = await ctx.handle.db
      .select()
      .from(verificationDocuments)
      .where(eq(verificationDocuments.profileId, womanId));
    expect(docs.some((d) => d.storageKey.endsWith('.png') && d.mimeType === 'image/png')).toBe(true);
  });

  it('refuses other document types with 415, judged on the bytes', async () => {
    const webp = await upload(docsUrl(), await image('webp'), womanToken, { type: 'image/jpeg' });
    expect(webp.statusCode).toBe(415);
    expect(webp.json()).toEqual({ detail: MESSAGES.verifyDocumentTypes, code: 'verifyDocumentTypes' });
    const pdf = await upload(docsUrl(), Buffer.from('%PDF-1.4'), womanToken, { type: 'image/png' });
    expect(pdf.statusCode).toBe(415);
  });

  it('asks for a file when none or an empty one is sent', async () => {
    const empty = await upload(docsUrl(), Buffer.alloc(0), womanToken);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ file: [MESSAGES.fileRequired], codes: { file: ['fileRequired'] } });
    const none = await ctx.app.inject({
      method: 'POST',
      url: docsUrl(),
      payload: {},
      headers: authHeaders(womanToken),
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ file: [MESSAGES.fileRequired], codes: { file: ['fileRequired'] } });
  });

  it("refuses another user's profile and an already verified one", async () => {
    const doc = await image();
    expect((await upload(docsUrl(), doc, manToken)).statusCode).toBe(403);
    await ctx.handle.db
      .update(profiles)
      .set({ verificationStatus: 'Verified' })
      .where(eq(profiles.id, womanId));
    const count = async () =>
      (
        await ctx.handle.db
          .select()
          .from(verificationDocuments)
          .where(eq(verificationDocuments.profileId, womanId))
      ).length;
    const before = await count();
    const res = await upload(docsUrl(), doc, womanToken);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: MESSAGES.alreadyVerified, code: 'alreadyVerified' });
    expect(await status()).toBe('Verified');
    expect(await count()).toBe(before);
  });
});
