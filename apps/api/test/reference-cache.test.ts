// Issue 15: the reference lists, the home summary and the home page's content lists are kept by
// the server for a short time (app.cache), and an admin change drops them at once. "Kept" shows
// as a row changed behind the cache's back (straight in the database) not showing until the time
// to live has passed on the app's clock.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { blockedKeywords, headerMessages, maslaks, profiles, successStories } from '@rishta/db';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { signedInStaff, type TestStaff } from './helpers/staff';
import { authHeaders, createTestApp, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let admin: TestStaff;

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 4, content: true });
  admin = await signedInStaff(ctx, 'admin');
});
afterAll(() => ctx.close());

const get = async <T>(url: string, app: FastifyInstance = ctx.app): Promise<T> => {
  const res = await app.inject(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const asAdmin = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: authHeaders(admin.token), ...(payload ? { payload } : {}) });
/** Moves the app's clock on (the cache keeps answers by it; 60 seconds in tests as by default). */
const later = (seconds: number) =>
  ctx.app.serverClock.set(new Date(ctx.app.clock().getTime() + seconds * 1000));

describe('answers kept by the server', () => {
  it('answers exactly as when every call reads the database', async () => {
    const uncached = await buildApp({
      config: testConfig({ CACHE_TTL_SECONDS: '0' }),
      db: ctx.handle,
      media: ctx.media,
      mediaSecret: randomBytes(32).toString('hex'),
    });
    try {
      const [tag] = await get<{ id: number }[]>('/api/configs/guidelines-tags/');
      const urls = [
        '/api/profiles/country-list/',
        '/api/profiles/state-list/',
        '/api/profiles/state-list/?country=1',
        '/api/profiles/state-list/?country=AE',
        '/api/profiles/city-list/?state=Maharashtra',
        '/api/profiles/maslak-list/',
        '/api/profiles/biradari-list/',
        '/api/summary/',
        '/api/configs/blocked-keywords/',
        '/api/configs/guidelines-tags/',
        `/api/configs/guidelines/${tag!.id}/`,
        '/api/configs/all-guidelines/',
        '/api/configs/success-stories/',
        '/api/configs/header-message/',
      ];
      for (const url of urls) {
        const first = await ctx.app.inject(url);
        const kept = await ctx.app.inject(url);
        const fresh = await uncached.inject(url);
        expect(first.statusCode, url).toBe(200);
        for (const res of [kept, fresh]) {
          expect(res.statusCode, url).toBe(200);
          expect(res.body, url).toBe(first.body);
          expect(res.headers['cache-control'], url).toBe(first.headers['cache-control']);
          expect(res.headers['content-type'], url).toBe(first.headers['content-type']);
        }
      }
      // The city list is also asked for with POST (SPEC.md §7); it shares the GET's answer.
      const posted = await ctx.app.inject({ method: 'POST', url: '/api/profiles/city-list/?state=Kerala' });
      const freshPosted = await uncached.inject({
        method: 'POST',
        url: '/api/profiles/city-list/?state=Kerala',
      });
      expect(posted.body).toBe(freshPosted.body);
    } finally {
      await uncached.close();
    }
  });

  it('keeps a reference list for the time to live, then reads it again', async () => {
    const [first] = await get<{ id: number; name: string }[]>('/api/profiles/maslak-list/');
    await ctx.handle.db
      .update(maslaks)
      .set({ name: 'Renamed behind the cache' })
      .where(eq(maslaks.id, first!.id));

    expect((await get<{ name: string }[]>('/api/profiles/maslak-list/'))[0]).toEqual(first);
    later(30);
    expect((await get<{ name: string }[]>('/api/profiles/maslak-list/'))[0]).toEqual(first);
    later(31);
    expect((await get<{ name: string }[]>('/api/profiles/maslak-list/'))[0]).toEqual({
      id: first!.id,
      name: 'Renamed behind the cache',
    });
    await ctx.handle.db.update(maslaks).set({ name: first!.name }).where(eq(maslaks.id, first!.id));
  });

  it('keeps each state’s cities apart', async () => {
    const kerala = await get<{ data: { name: string }[] }>('/api/profiles/city-list/?state=Kerala');
    const maharashtra = await get<{ data: { name: string }[] }>('/api/profiles/city-list/?state=Maharashtra');
    expect(kerala.data.map((c) => c.name)).toContain('Kochi');
    expect(maharashtra.data.map((c) => c.name)).toContain('Mumbai');
    expect(maharashtra.data.map((c) => c.name)).not.toContain('Kochi');
  });

  it('shows a blocked keyword the admin adds at once, with what changed behind the cache', async () => {
    const before = await get<{ keyword: string }[]>('/api/configs/blocked-keywords/');
    await ctx.handle.db.insert(blockedKeywords).values({ keyword: 'added behind the cache' });
    expect(await get('/api/configs/blocked-keywords/')).toEqual(before);

    const added = await asAdmin('POST', '/api/admin/content/blocked-keywords/', {
      keyword: 'marriage bureau',
    });
    expect(added.statusCode, added.body).toBe(201);
    const after = await get<{ keyword: string }[]>('/api/configs/blocked-keywords/');
    expect(after).toContainEqual({ keyword: 'marriage bureau' });
    expect(after).toContainEqual({ keyword: 'added behind the cache' });

    expect(
      (await asAdmin('DELETE', `/api/admin/content/blocked-keywords/${added.json().id}/`)).statusCode,
    ).toBe(204);
    expect(await get('/api/configs/blocked-keywords/')).not.toContainEqual({ keyword: 'marriage bureau' });
  });

  it('shows the home page’s stories, header lines and guideline videos as soon as an admin changes them', async () => {
    await get('/api/configs/success-stories/');
    await get('/api/configs/header-message/');
    const [tag] = await get<{ id: number }[]>('/api/configs/guidelines-tags/');
    const tagVideos = await get<unknown[]>(`/api/configs/guidelines/${tag!.id}/`);
    const allVideos = await get<unknown[]>('/api/configs/all-guidelines/');

    const story = {
      name: 'Sana & Faisal',
      short_description: 'Met here in 2024.',
      description: 'A simple nikah a month later.',
      youtube_code: 'dQw4w9WgXcQ',
    };
    const storyRes = await asAdmin('POST', '/api/admin/content/stories/', story);
    expect(storyRes.statusCode, storyRes.body).toBe(201);
    expect(await get('/api/configs/success-stories/')).toContainEqual({ id: storyRes.json().id, ...story });

    const line = await asAdmin('POST', '/api/admin/content/marquee/', { message: 'Ramadan Mubarak!' });
    expect(line.statusCode, line.body).toBe(201);
    expect(await get('/api/configs/header-message/')).toContainEqual({
      id: line.json().id,
      message: 'Ramadan Mubarak!',
    });
    const off = await asAdmin('PUT', `/api/admin/content/marquee/${line.json().id}/`, {
      message: 'Ramadan Mubarak!',
      is_active: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await get('/api/configs/header-message/')).not.toContainEqual(
      expect.objectContaining({ id: line.json().id }),
    );

    const video = await asAdmin('POST', '/api/admin/content/guidelines/', {
      tag: tag!.id,
      title: 'Asking for a proposal',
      title_hindi: 'रिश्ता भेजना',
      youtube_code: 'dQw4w9WgXcQ',
    });
    expect(video.statusCode, video.body).toBe(201);
    // Every answer kept under the key goes: the tag's videos and all videos.
    expect(await get<unknown[]>(`/api/configs/guidelines/${tag!.id}/`)).toHaveLength(tagVideos.length + 1);
    expect(await get<unknown[]>('/api/configs/all-guidelines/')).toHaveLength(allVideos.length + 1);
  });

  it('does not keep content changed behind its back past the time to live', async () => {
    const stories = await get<unknown[]>('/api/configs/success-stories/');
    const lines = await get<unknown[]>('/api/configs/header-message/');
    await ctx.handle.db.insert(successStories).values({
      name: 'Behind the cache',
      shortDescription: 'x',
      description: 'x',
      youtubeCode: 'dQw4w9WgXcQ',
    });
    await ctx.handle.db.insert(headerMessages).values({ message: 'Behind the cache' });
    expect(await get('/api/configs/success-stories/')).toEqual(stories);
    expect(await get('/api/configs/header-message/')).toEqual(lines);
    later(61);
    expect(await get<unknown[]>('/api/configs/success-stories/')).toHaveLength(stories.length + 1);
    expect(await get<unknown[]>('/api/configs/header-message/')).toHaveLength(lines.length + 1);
  });

  it("lets the home summary's profile total lag by the time to live at most", async () => {
    const { totalProfile } = await get<{ totalProfile: number }>('/api/summary/');
    const [listed] = await ctx.handle.db.select().from(profiles).where(eq(profiles.listed, true)).limit(1);
    await ctx.handle.db
      .update(profiles)
      .set({ approvalStatus: 'pending' })
      .where(eq(profiles.id, listed!.id));

    expect((await get<{ totalProfile: number }>('/api/summary/')).totalProfile).toBe(totalProfile);
    later(61);
    expect((await get<{ totalProfile: number }>('/api/summary/')).totalProfile).toBe(totalProfile - 1);
    await ctx.handle.db
      .update(profiles)
      .set({ approvalStatus: 'approved' })
      .where(eq(profiles.id, listed!.id));
  });
});
