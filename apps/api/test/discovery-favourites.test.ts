import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { MESSAGES, parseCommaList } from '@rishta/domain';
import { accounts, favourites, profiles } from '@rishta/db';
import { createTestApp, tokenFor, type TestContext, profileOfUser, authHeaders } from './helpers/test-app';

type Row = typeof profiles.$inferSelect;
let ctx: TestContext;
let man: Row;
let woman: Row;
let otherMan: Row;
let women: Row[];
let manToken: string;
let womanToken: string;
let otherManToken: string;

const call = (method: 'GET' | 'PATCH' | 'DELETE', url: string, token?: string) =>
  ctx.app.inject({ method, url, headers: authHeaders(token) });
const favouritesOf = async (token: string) => {
  const res = await call('GET', '/api/profiles/add-to-favourite/user/', token);
  expect(res.statusCode).toBe(200);
  return parseCommaList((res.json() as { favourite_profile_ids: string }).favourite_profile_ids);
};
const profileOf = (username: string) => profileOfUser(ctx.handle, username);

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 20 });
  man = await profileOf('9000000001');
  woman = await profileOf('9000000002');
  const [other] = await ctx.handle.db
    .select({ profile: profiles, username: accounts.username })
    .from(profiles)
    .innerJoin(accounts, eq(accounts.id, profiles.accountId))
    .where(and(eq(profiles.gender, 'Male'), ne(profiles.id, man.id)))
    .limit(1);
  otherMan = other!.profile;
  women = await ctx.handle.db
    .select()
    .from(profiles)
    .where(and(eq(profiles.gender, 'Female'), ne(profiles.id, woman.id)))
    .orderBy(profiles.id);
  manToken = await tokenFor(ctx.handle, '9000000001');
  womanToken = await tokenFor(ctx.handle, '9000000002');
  otherManToken = await tokenFor(ctx.handle, other!.username);
});
afterAll(() => ctx.close());

describe('favourites', () => {
  it('need a token', async () => {
    expect((await call('GET', '/api/profiles/add-to-favourite/user/')).statusCode).toBe(401);
    expect((await call('PATCH', `/api/profiles/add-to-favourite/${women[0]!.profileCode}/`)).statusCode).toBe(
      401,
    );
    expect(
      (await call('DELETE', `/api/profiles/add-to-favourite/${women[0]!.profileCode}/`)).statusCode,
    ).toBe(401);
  });

  it('adds, keeps one entry when added twice, and removes', async () => {
    expect(await favouritesOf(manToken)).toEqual([]);
    const [a, b] = women;
    let res = await call('PATCH', `/api/profiles/add-to-favourite/${a!.profileCode}/`, manToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ favourite_profile_ids: a!.profileCode });
    // Codes are accepted in any letter case, as people type them.
    res = await call('PATCH', `/api/profiles/add-to-favourite/${b!.profileCode.toLowerCase()}`, manToken);
    expect(res.json()).toEqual({ favourite_profile_ids: `${a!.profileCode},${b!.profileCode}` });
    res = await call('PATCH', `/api/profiles/add-to-favourite/${a!.profileCode}/`, manToken);
    expect(res.json()).toEqual({ favourite_profile_ids: `${a!.profileCode},${b!.profileCode}` });
    const rows = await ctx.handle.db.select().from(favourites).where(eq(favourites.ownerId, man.id));
    expect(rows).toHaveLength(2);

    res = await call('DELETE', `/api/profiles/add-to-favourite/${a!.profileCode}/`, manToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ favourite_profile_ids: b!.profileCode });
    res = await call('DELETE', `/api/profiles/add-to-favourite/${a!.profileCode}/`, manToken);
    expect(res.json()).toEqual({ favourite_profile_ids: b!.profileCode });
    expect(await favouritesOf(manToken)).toEqual([b!.profileCode]);
  });

  it("are only ever the caller's own", async () => {
    await call('PATCH', `/api/profiles/add-to-favourite/${women[2]!.profileCode}/`, manToken);
    const mine = await favouritesOf(manToken);
    expect(mine).toContain(women[2]!.profileCode);
    expect(await favouritesOf(womanToken)).toEqual([]);
    expect(await favouritesOf(otherManToken)).toEqual([]);
    // Removing through another account leaves the man's favourites alone.
    await call('DELETE', `/api/profiles/add-to-favourite/${women[2]!.profileCode}/`, otherManToken);
    expect(await favouritesOf(manToken)).toEqual(mine);
  });

  it('refuse the own profile, unknown and unlisted profiles', async () => {
    let res = await call('PATCH', `/api/profiles/add-to-favourite/${man.profileCode}/`, manToken);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: MESSAGES.cannotFavouriteOwnProfile,
      code: 'cannotFavouriteOwnProfile',
    });
    for (const code of ['RM999999', 'nonsense']) {
      res = await call('PATCH', `/api/profiles/add-to-favourite/${code}/`, manToken);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: MESSAGES.noProfileFound, code: 'noProfileFound' });
    }
    const pending = women[3]!;
    await ctx.handle.db
      .update(profiles)
      .set({ approvalStatus: 'pending' })
      .where(eq(profiles.id, pending.id));
    res = await call('PATCH', `/api/profiles/add-to-favourite/${pending.profileCode}/`, manToken);
    expect(res.statusCode).toBe(404);
    await ctx.handle.db
      .update(profiles)
      .set({ approvalStatus: 'approved' })
      .where(eq(profiles.id, pending.id));
  });
});

describe('GET /api/profiles/profile-visited/user/', () => {
  const visited = async (token: string) => {
    const res = await call('GET', '/api/profiles/profile-visited/user/', token);
    expect(res.statusCode).toBe(200);
    return res.json() as { profile_visited: string; results: { id: number; [key: string]: unknown }[] };
  };

  it('needs a token', async () => {
    const res = await call('GET', '/api/profiles/profile-visited/user/');
    expect(res.statusCode).toBe(401);
  });

  it("lists who opened the caller's profile, most recent first, only to the caller", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const start = Date.now();
      const visit = async (token: string, minutes: number, query = '') => {
        vi.setSystemTime(start + minutes * 60_000);
        const res = await call('GET', `/api/profiles/detail-slug/${woman.slug}/${query}`, token);
        expect(res.statusCode).toBe(200);
      };
      expect(await visited(womanToken)).toEqual({ profile_visited: '', results: [] });
      await visit(manToken, 1);
      await visit(otherManToken, 2);
      let mine = await visited(womanToken);
      expect(mine.profile_visited).toBe(`${otherMan.profileCode},${man.profileCode}`);
      expect(mine.results.map((r) => r.id)).toEqual([otherMan.id, man.id]);
      for (const card of mine.results) {
        expect(card).not.toHaveProperty('contact_number');
        expect(card).not.toHaveProperty('whatsapp_number');
      }

      // A fresh visit moves the visitor to the top; a skip-update look and the owner's own do not count.
      await visit(manToken, 3);
      await visit(otherManToken, 4, '?skip-update=true');
      await visit(womanToken, 5);
      mine = await visited(womanToken);
      expect(mine.profile_visited).toBe(`${man.profileCode},${otherMan.profileCode}`);

      // Nobody else sees her visitors: each caller gets their own.
      expect(await visited(manToken)).toEqual({ profile_visited: '', results: [] });
      expect((await visited(otherManToken)).results).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
