import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles } from '@rishta/db';
import { createTestApp, tokenFor, type TestContext, authHeaders } from './helpers/test-app';

let ctx: TestContext;
let token: string;
let otherSlug: string;
let ownId: number;

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 6 });
  token = await tokenFor(ctx.handle, '9000000001');
  const [woman] = await ctx.handle.db.select().from(profiles).where(eq(profiles.gender, 'Female')).limit(1);
  otherSlug = woman!.slug;
  const [own] = await ctx.handle.db.select().from(profiles).where(eq(profiles.gender, 'Male')).limit(1);
  ownId = own!.id;
});
afterAll(() => ctx.close());

describe('caching of answers', () => {
  it('tells browsers and proxies to keep no copy of answers with personal data', async () => {
    const auth = authHeaders(token);
    const personal = [
      await ctx.app.inject({ url: `/api/profiles/detail-slug/${otherSlug}/`, headers: auth }),
      await ctx.app.inject({ url: '/api/profiles/list/', headers: auth }),
      await ctx.app.inject({ url: '/api/profiles/proposal/sent/', headers: auth }),
      await ctx.app.inject({ url: `/api/profiles/update/${ownId}/`, headers: auth }),
      await ctx.app.inject({
        method: 'POST',
        url: '/api/profiles/login/',
        payload: { username: '9000000001', password: 'wrong-password' },
      }),
      await ctx.app.inject({ url: '/api/no-such-route/' }),
    ];
    for (const res of personal) expect(res.headers['cache-control']).toBe('no-store');
  });

  it('leaves public reference lists cacheable', async () => {
    const res = await ctx.app.inject('/api/profiles/state-list/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/public|max-age/);
  });
});
