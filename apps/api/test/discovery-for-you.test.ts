import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ageFromBirth } from '@rishta/domain';
import { blocks, profiles } from '@rishta/db';
import { createTestApp, type TestContext, authHeaders } from './helpers/test-app';
import { listedPerson, sendOk } from './helpers/proposals';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ profiles: 120 });
});
afterAll(() => ctx.close());

type Card = { id: number; gender: string; age: number; state: string };
const forYou = async (token: string, query = '') => {
  const res = await ctx.app.inject({
    url: `/api/profiles/list/?for_you=true${query}`,
    headers: authHeaders(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { count: number; results: Card[] };
};

describe('For you (issue 11)', () => {
  it('needs a login', async () => {
    expect((await ctx.app.inject({ url: '/api/profiles/list/?for_you=true' })).statusCode).toBe(401);
  });

  it("uses the user's own state and §9 age range, newest first, opposite gender only", async () => {
    const me = await listedPerson(ctx, 'Male');
    await ctx.handle.db
      .update(profiles)
      .set({ expectationProposal: null })
      .where(eq(profiles.id, me.profile.id));
    const now = new Date();
    const myAge = ageFromBirth(me.profile.yearOfBirth, me.profile.monthOfBirth, now);
    const women = await ctx.handle.db
      .select()
      .from(profiles)
      .where(and(eq(profiles.listed, true), eq(profiles.gender, 'Female')));
    const inRange = women.filter(
      (w) => ageFromBirth(w.yearOfBirth, w.monthOfBirth, now) <= Math.max(18, myAge),
    );
    const fromMyState = inRange.filter((w) => w.state === me.profile.state);
    // Nobody of the user's state yet: the state is dropped rather than showing an empty page.
    const expected = fromMyState.length > 0 ? fromMyState : inRange;
    const page = await forYou(me.token, '&limit=1000');
    expect(page.count).toBe(expected.length);
    expect(page.results.map((c) => c.id).sort()).toEqual(expected.map((w) => w.id).sort());
    const created = page.results.map((c) => women.find((w) => w.id === c.id)!.createdOn.getTime());
    expect(created).toEqual([...created].sort((x, y) => y - x));
  });

  it('follows the expectation and leaves out proposals and blocks', async () => {
    const me = await listedPerson(ctx, 'Female');
    await ctx.handle.db
      .update(profiles)
      .set({ expectationProposal: { age: [18, 80], state: [], marital_status: [], education: [] } })
      .where(eq(profiles.id, me.profile.id));
    const before = await forYou(me.token, '&limit=1000');
    expect(before.count).toBeGreaterThan(2);
    const [first, second, third] = before.results;
    const them = await Promise.all(
      [first!, second!].map(async (card) => {
        const [row] = await ctx.handle.db.select().from(profiles).where(eq(profiles.id, card.id));
        return row!;
      }),
    );
    await sendOk(ctx, me, { profile: them[0]!, username: '', token: '' });
    await ctx.handle.db.insert(blocks).values({ blockerId: them[1]!.id, blockedId: me.profile.id });
    const after = await forYou(me.token, '&limit=1000');
    const ids = after.results.map((c) => c.id);
    expect(ids).not.toContain(first!.id);
    expect(ids).not.toContain(second!.id);
    expect(ids).toContain(third!.id);
    expect(after.count).toBe(before.count - 2);

    // A narrower expectation narrows the list.
    await ctx.handle.db
      .update(profiles)
      .set({ expectationProposal: { age: [25, 30], state: [], marital_status: [], education: [] } })
      .where(eq(profiles.id, me.profile.id));
    const narrow = await forYou(me.token, '&limit=1000');
    expect(narrow.count).toBeLessThan(after.count);
    for (const card of narrow.results) expect(card.age >= 25 && card.age <= 30).toBe(true);
  });
});
