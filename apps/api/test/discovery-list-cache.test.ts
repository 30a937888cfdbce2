import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { accounts, photos, profiles } from '@rishta/db';
import { createTestApp, tokenFor, authHeaders, type TestContext } from './helpers/test-app';
import { preferredEncoding } from '../src/lib/encoded-body';
import { createListAnswers, createListCache, listingVersion } from '../src/services/discovery/list-cache';

/**
 * Decision 039: list answers are kept per kind of viewer and address, under the listing version;
 * any committed change to what lists show is seen by the very next request.
 */
let ctx: TestContext;
let womanId: number;
let manToken: string;
const url = '/api/profiles/list/?gender=Female&limit=1000';

interface Page {
  results: { id: number; full_name: string; thumbnail: string | null; photo_blurred: boolean }[];
}
const list = async (token?: string) => {
  const res = await ctx.app.inject({ url, headers: authHeaders(token) });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res.json() as Page;
};
const card = (page: Page) => page.results.find((r) => r.id === womanId);
/** Changes the name with the listing-version trigger off: only the cache can still show the old one. */
const renameUnseen = async (name: string) => {
  const { db } = ctx.handle;
  await db.execute(sql`alter table profiles disable trigger profiles_listing_version_update`);
  await db.update(profiles).set({ fullName: name }).where(eq(profiles.id, womanId));
  await db.execute(sql`alter table profiles enable trigger profiles_listing_version_update`);
};

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 20 });
  const [woman] = await ctx.handle.db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`${profiles.listed} and ${profiles.gender} = 'Female'`)
    .limit(1);
  womanId = woman!.id;
  manToken = await tokenFor(ctx.handle, '9000000001');
});

afterAll(async () => {
  ctx.app.serverClock.set(null);
  await ctx?.close();
});

describe('kept list answers (decision 039)', () => {
  it('serves a repeated list from memory', async () => {
    const first = card(await list());
    await renameUnseen('Kept Name Unseen');
    expect(card(await list())?.full_name).toBe(first?.full_name);
  });

  it('shows a committed change to a listed profile at once', async () => {
    await ctx.handle.db.update(profiles).set({ fullName: 'Renamed Once' }).where(eq(profiles.id, womanId));
    expect(card(await list())?.full_name).toBe('Renamed Once');
  });

  it('drops a blocked account at once, and shows it again when unblocked', async () => {
    const [row] = await ctx.handle.db.select().from(profiles).where(eq(profiles.id, womanId));
    await list();
    await ctx.handle.db.update(accounts).set({ isBlocked: true }).where(eq(accounts.id, row!.accountId));
    expect(card(await list())).toBeUndefined();
    await ctx.handle.db.update(accounts).set({ isBlocked: false }).where(eq(accounts.id, row!.accountId));
    expect(card(await list())).toBeDefined();
  });

  it('shows a new photo at once', async () => {
    const before = card(await list());
    await ctx.handle.db.delete(photos).where(eq(photos.profileId, womanId));
    await list();
    await ctx.handle.db.insert(photos).values({
      profileId: womanId,
      slot: 0,
      fullKey: `photos/${womanId}/cache-full.jpg`,
      thumbKey: `photos/${womanId}/cache-thumb.jpg`,
      blurredKey: `photos/${womanId}/cache-blur.jpg`,
    });
    const after = card(await list());
    expect(after?.thumbnail).toContain('cache-blur.jpg');
    expect(after?.thumbnail).not.toBe(before?.thumbnail);
  });

  it('never gives a visitor the answer kept for a logged-in man', async () => {
    const forMan = card(await list(manToken));
    expect(forMan?.photo_blurred).toBe(false);
    expect(forMan?.thumbnail).toContain('cache-thumb.jpg');
    const forVisitor = card(await list());
    expect(forVisitor?.photo_blurred).toBe(true);
    expect(forVisitor?.thumbnail).toContain('cache-blur.jpg');
  });

  it('keeps an answer no longer than LIST_CACHE_SECONDS', async () => {
    await list();
    await renameUnseen('After The Time To Live');
    expect(card(await list())?.full_name).not.toBe('After The Time To Live');
    ctx.app.serverClock.set(new Date(ctx.app.clock().getTime() + 31_000));
    expect(card(await list())?.full_name).toBe('After The Time To Live');
  });
});

describe('kept answers, compressed once (issue 15)', () => {
  const get = (acceptEncoding?: string) =>
    ctx.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends the list in the encoding a browser accepts: quickly compressed once, then well and the same bytes each time', async () => {
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const first = await get('gzip, deflate, br');
    expect(first.headers['content-encoding']).toBe('br');
    expect(String(first.headers.vary)).toMatch(/accept-encoding/i);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(brotliDecompressSync(first.rawPayload).toString())).toEqual(plain.json());
    expect(first.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    // Asked for again: compressed well, smaller, and kept.
    const again = await get('gzip, deflate, br');
    expect(JSON.parse(brotliDecompressSync(again.rawPayload).toString())).toEqual(plain.json());
    expect(again.rawPayload.length).toBeLessThan(first.rawPayload.length);
    const third = await get('gzip, deflate, br');
    expect(third.rawPayload.equals(again.rawPayload)).toBe(true);

    const gzip = await get('br;q=0, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('reads Accept-Encoding the way HTTP says', () => {
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0.5, br;q=0')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBeNull();
  });
});

describe('keeping a fresh answer (decision 040)', () => {
  /** A read as the list statement gives it: its JSON and the version read in the same statement. */
  const readWith = (json: string, version: string) => async () => ({ body: { json }, version });
  const bump = () => ctx.handle.db.execute(sql`update listing_version set version = version + 1`);

  it('keeps an answer under the version its statement read, until the version moves', async () => {
    const answers = createListAnswers(ctx.handle.db, createListCache({ ttlMs: 60_000, maxBytes: 1e6 }));
    const now = ctx.app.clock().getTime();
    const v0 = await listingVersion(ctx.handle.db);
    expect((await answers.answer('a', now, readWith('first', v0))).json).toBe('first');
    // Kept: asked again, it comes from memory, not from the read.
    expect((await answers.answer('a', now, readWith('unused', v0))).json).toBe('first');
    await bump();
    const v1 = await listingVersion(ctx.handle.db);
    expect(v1).not.toBe(v0);
    expect((await answers.answer('a', now, readWith('read again', v1))).json).toBe('read again');
    expect((await answers.answer('a', now, readWith('unused', v1))).json).toBe('read again');
  });

  it('reads a list asked for many times at once only once, and once again if that read fails', async () => {
    const answers = createListAnswers(ctx.handle.db, createListCache({ ttlMs: 60_000, maxBytes: 1e6 }));
    const now = ctx.app.clock().getTime();
    const version = await listingVersion(ctx.handle.db);
    let reads = 0;
    const slowRead =
      (json: string, fail = false) =>
      async () => {
        reads += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (fail) throw new Error('the reader left');
        return { body: { json }, version };
      };
    const together = await Promise.all(
      Array.from({ length: 8 }, (_, i) => answers.answer('popular', now, slowRead(`read ${i}`))),
    );
    expect(together.map((body) => body.json)).toEqual(Array<string>(8).fill('read 0'));
    expect(reads).toBe(1);

    // The first read fails (its reader left): its own request fails, and one of those waiting
    // reads it again for all of them.
    reads = 0;
    const results = await Promise.allSettled([
      answers.answer('other', now, slowRead('never', true)),
      answers.answer('other', now, slowRead('second')),
      answers.answer('other', now, slowRead('third')),
      answers.answer('other', now, slowRead('fourth')),
    ]);
    expect(results[0].status).toBe('rejected');
    expect(results.slice(1)).toEqual(Array(3).fill({ status: 'fulfilled', value: { json: 'second' } }));
    expect(reads).toBe(2);
  });

  // Two connections at once: PostgreSQL only (PGlite is one connection).
  it.runIf(Boolean(process.env.DATABASE_URL))(
    'never keeps a list read while a change was committing, as if it showed that change',
    async () => {
      const before = card(await list())?.full_name;
      const writer = await ctx.handle.pool!.connect();
      try {
        await writer.query('begin');
        await writer.query(`update profiles set full_name = 'Committing Name' where id = $1`, [womanId]);
        // The commit-time trigger runs now, as it would at the commit: the version has moved inside
        // the transaction, which has not committed yet.
        await writer.query('set constraints all immediate');
        expect(card(await list())?.full_name).toBe(before);
        expect(card(await list(manToken))?.full_name).toBe(before);
        await writer.query('commit');
      } finally {
        writer.release();
      }
      expect(card(await list())?.full_name).toBe('Committing Name');
      expect(card(await list(manToken))?.full_name).toBe('Committing Name');
    },
  );
});

describe('sessions looked up together (decision 040)', () => {
  it('gives each of many requests at once its own viewer: a man, a woman and visitors never mix', async () => {
    const womanToken = await tokenFor(ctx.handle, '9000000002');
    const viewers = [manToken, womanToken, undefined, 'not-a-token'];
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => viewers[i % viewers.length]).map((token) =>
        ctx.app.inject({
          url: '/api/profiles/list/?gender=Female&limit=5',
          headers: authHeaders(token),
        }),
      ),
    );
    answers.forEach((res, i) => {
      const token = viewers[i % viewers.length];
      if (token === 'not-a-token') {
        expect(res.statusCode).toBe(401);
        return;
      }
      expect(res.statusCode, res.body).toBe(200);
      const genders = new Set((res.json() as { results: { gender: string }[] }).results.map((r) => r.gender));
      // A logged-in person always gets the opposite gender; a visitor the gender asked for.
      expect([...genders]).toEqual([token === womanToken ? 'Male' : 'Female']);
      const blurred = (res.json() as Page).results.some((r) => r.photo_blurred);
      if (token === manToken) expect(blurred).toBe(false);
    });
  });
});
