import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { accounts, photos, profiles, sessions } from '@rishta/db';
import { MESSAGES } from '@rishta/domain';
import { hashToken } from '../src/services/accounts/viewer';
import { createTestApp, tokenFor, type TestContext, authHeaders } from './helpers/test-app';

/**
 * Privacy as seen from outside: whatever a visitor (no token, a made-up token or an expired one)
 * asks for, the raw answers never hold anyone's contact details or a clear photo of a woman. The
 * bodies are searched for the values themselves, so a renamed key cannot hide a leak.
 */
let ctx: TestContext;
type Row = typeof profiles.$inferSelect;
let all: Row[];
let expiredToken: string;
/** Every contact value and every clear photo key of a woman, as stored. */
let secrets: string[];
let clearFemaleKeys: string[];

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 40 });
  all = await ctx.handle.db.select().from(profiles);
  secrets = all
    .flatMap((p) => [p.contactNumber, p.whatsappNumber, p.email ?? ''])
    .filter((s) => s.length >= 5);
  const women = all.filter((p) => p.gender === 'Female').map((p) => p.id);
  const womenPhotos = await ctx.handle.db.select().from(photos).where(inArray(photos.profileId, women));
  clearFemaleKeys = womenPhotos.flatMap((p) => [p.thumbKey, p.fullKey]);
  expect(clearFemaleKeys.length).toBeGreaterThan(0);

  const [account] = await ctx.handle.db.select().from(accounts).where(eq(accounts.username, '9000000001'));
  expiredToken = randomBytes(32).toString('base64url');
  await ctx.handle.db.insert(sessions).values({
    accountId: account!.id,
    tokenHash: hashToken(expiredToken),
    expiresAt: new Date(Date.now() - 60_000),
  });
});
afterAll(() => ctx.close());

const visitorHeaders = () => [
  {},
  authHeaders(randomBytes(32).toString('base64url')),
  authHeaders(expiredToken),
];

function expectNothingPrivate(body: string, url: string) {
  for (const secret of secrets) expect(body.includes(secret), `${url} leaks ${secret}`).toBe(false);
  for (const key of clearFemaleKeys) expect(body.includes(key), `${url} leaks photo ${key}`).toBe(false);
  for (const key of ['contact_number', 'whatsapp_number', '"email"']) expect(body).not.toContain(key);
}

describe('what a visitor receives', () => {
  it('lists and new profiles, in every variant, hold no contact and only blurred photos of women', async () => {
    const woman = all.find((p) => p.gender === 'Female')!;
    const codes = all.map((p) => p.profileCode).join(',');
    const urls = [
      '/api/profiles/list/?limit=1000',
      '/api/profiles/list/?gender=Female&limit=1000',
      '/api/profiles/list/?gender=Female&ordering=-created_on&limit=50',
      `/api/profiles/list/?code=${codes}&limit=1000`,
      `/api/profiles/list/?gender=Female&search=${encodeURIComponent(woman.fullName.split(' ')[0]!)}`,
      `/api/profiles/list/?gender=Female&maslak=${encodeURIComponent(woman.maslak)}&martial_status=${encodeURIComponent(woman.martialStatus)}`,
      '/api/profiles/new-profiles/',
      '/api/profiles/new-profiles/?gender=Female',
    ];
    let blurred = 0;
    for (const url of urls) {
      for (const headers of visitorHeaders()) {
        const res = await ctx.app.inject({ url, headers });
        // A bad token is refused outright; no token gets the public answer.
        if ('authorization' in headers) {
          expect(res.statusCode, url).toBe(401);
        } else {
          expect(res.statusCode, url).toBe(200);
          const cards = (res.json() as { results: { gender: string; thumbnail: string | null }[] }).results;
          expect(cards.length, url).toBeGreaterThan(0);
          for (const card of cards.filter((c) => c.gender === 'Female' && c.thumbnail)) {
            expect(card.thumbnail).toContain('-blur');
            blurred += 1;
          }
        }
        expectNothingPrivate(res.body, url);
      }
    }
    expect(blurred).toBeGreaterThan(0);
  });

  it('never gets a profile detail: every slug answers 401 with the login alert only', async () => {
    for (const profile of all) {
      for (const headers of visitorHeaders()) {
        const url = `/api/profiles/detail-slug/${profile.slug}/`;
        const res = await ctx.app.inject({ url, headers });
        expect(res.statusCode, url).toBe(401);
        // The login alert, or for a stale token the answer that ends the session: nothing else.
        const body = res.json() as { detail: string; code: 'loginToOpenProfile' | 'invalidToken' };
        expect(['loginToOpenProfile', 'invalidToken'], url).toContain(body.code);
        expect(body).toEqual({ detail: MESSAGES[body.code], code: body.code });
        expectNothingPrivate(res.body, url);
      }
    }
  });

  it('cannot read favourites or visitors, and there is no path that takes someone else’s id', async () => {
    const womanToken = await tokenFor(ctx.handle, '9000000002');
    for (const url of ['/api/profiles/add-to-favourite/user/', '/api/profiles/profile-visited/user/']) {
      for (const headers of visitorHeaders()) {
        expect((await ctx.app.inject({ url, headers })).statusCode, url).toBe(401);
      }
    }
    // She opens his profile, so he has a visitor and she has none.
    const [demoMan] = await ctx.handle.db
      .select({ slug: profiles.slug, id: profiles.id, profileCode: profiles.profileCode })
      .from(profiles)
      .innerJoin(accounts, eq(accounts.id, profiles.accountId))
      .where(eq(accounts.username, '9000000001'));
    const opened = await ctx.app.inject({
      url: `/api/profiles/detail-slug/${demoMan!.slug}/`,
      headers: authHeaders(womanToken),
    });
    expect(opened.statusCode).toBe(200);
    const manToken = await tokenFor(ctx.handle, '9000000001');
    const his = await ctx.app.inject({
      url: '/api/profiles/profile-visited/user/',
      headers: authHeaders(manToken),
    });
    expect((his.json() as { results: unknown[] }).results).toHaveLength(1);

    // Asking for his by his code or id is not a route; a user parameter is ignored.
    const as = (url: string) => ctx.app.inject({ url, headers: authHeaders(womanToken) });
    expect((await as(`/api/profiles/add-to-favourite/${demoMan!.profileCode}/`)).statusCode).toBe(404);
    expect((await as(`/api/profiles/profile-visited/${demoMan!.id}/`)).statusCode).toBe(404);
    const withParam = await as(`/api/profiles/profile-visited/user/?user=${demoMan!.id}`);
    expect(withParam.json()).toEqual({ profile_visited: '', results: [] });
  });
});
