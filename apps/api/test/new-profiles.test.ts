import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, profiles } from '@rishta/db';
import { createTestApp, tokenFor, type TestContext, authHeaders } from './helpers/test-app';
import { expectOnlyBlurredPhotos } from './helpers/photos';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ profiles: 40 });
});
afterAll(() => ctx.close());

interface Card {
  id: number;
  gender: string;
  thumbnail: string | null;
  photo_blurred: boolean;
  created_on: string;
  contact_number?: string;
}
const list = async (url: string, token?: string) => {
  const res = await ctx.app.inject({ url, headers: authHeaders(token) });
  expect(res.statusCode).toBe(200);
  return res.json() as { count: number; results: Card[] };
};

describe('new profiles', () => {
  it('lists the newest profiles first, at most 50, without contact details', async () => {
    const { results, count } = await list('/api/profiles/new-profiles/');
    expect(count).toBe(results.length);
    expect(results.length).toBe(42);
    const dates = results.map((r) => r.created_on);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const card of results) {
      expect(card).not.toHaveProperty('contact_number');
      expect(card).not.toHaveProperty('whatsapp_number');
      expect(card).not.toHaveProperty('email');
    }
    expect((await list('/api/profiles/new-profiles/?limit=10')).results).toHaveLength(10);
  });

  it('gives visitors only blurred photos of women', async () => {
    const { results } = await list('/api/profiles/new-profiles/?gender=Female');
    await expectOnlyBlurredPhotos(ctx.handle, results);
  });

  it('shows a logged-in man only women, with clear photos', async () => {
    const token = await tokenFor(ctx.handle, '9000000001');
    const { results } = await list('/api/profiles/new-profiles/?gender=Male', token);
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => r.gender === 'Female')).toBe(true);
    expect(results.filter((r) => r.thumbnail).every((r) => !r.photo_blurred)).toBe(true);
  });

  it('never lists pending, inactive or blocked profiles', async () => {
    const { results } = await list('/api/profiles/new-profiles/');
    const [pending, inactive, blocked] = results;
    await ctx.handle.db
      .update(profiles)
      .set({ approvalStatus: 'pending' })
      .where(eq(profiles.id, pending!.id));
    await ctx.handle.db.update(profiles).set({ isActive: false }).where(eq(profiles.id, inactive!.id));
    const [row] = await ctx.handle.db.select().from(profiles).where(eq(profiles.id, blocked!.id));
    await ctx.handle.db.update(accounts).set({ isBlocked: true }).where(eq(accounts.id, row!.accountId));
    const after = (await list('/api/profiles/new-profiles/')).results.map((r) => r.id);
    expect(after).not.toContain(pending!.id);
    expect(after).not.toContain(inactive!.id);
    expect(after).not.toContain(blocked!.id);
    expect(after).toHaveLength(39);
  });
});
