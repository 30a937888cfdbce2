import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, desc, eq } from 'drizzle-orm';
import { LIST_COUNT_AHEAD } from '@rishta/domain';
import { profiles } from '@rishta/db';
import { createTestApp, type TestContext } from './helpers/test-app';
import { addListedCopies } from './helpers/many-profiles';

/**
 * Issue 15, decision 038: a list counts at most LIST_COUNT_AHEAD results past the page's start,
 * says so with `count_capped`, and its page links still lead everywhere; deep pages are the same
 * rows OFFSET would give.
 */
let ctx: TestContext;
let women: number;
let newestFirst: number[];

interface Page {
  count: number;
  count_capped?: boolean;
  next: string | null;
  previous: string | null;
  results: { id: number }[];
}

const list = async (query: string) => {
  const res = await ctx.app.inject({ url: `/api/profiles/list/?gender=Female&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 20 });
  await addListedCopies(ctx.handle, 'Female', 1150);
  const listedWomen = and(eq(profiles.listed, true), eq(profiles.gender, 'Female'));
  const [row] = await ctx.handle.db.select({ n: count() }).from(profiles).where(listedWomen);
  women = row!.n;
  const order = await ctx.handle.db
    .select({ id: profiles.id })
    .from(profiles)
    .where(listedWomen)
    .orderBy(desc(profiles.createdOn), desc(profiles.id));
  newestFirst = order.map((r) => r.id);
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

describe('the count of a long list (decision 038)', () => {
  it('stops at 1,000 on the first page and says there are more', async () => {
    expect(women).toBeGreaterThan(LIST_COUNT_AHEAD + 100);
    const page = await list('page=1');
    expect(page.count).toBe(LIST_COUNT_AHEAD);
    expect(page.count_capped).toBe(true);
    expect(page.results.map((r) => r.id)).toEqual(newestFirst.slice(0, 20));
    expect(page.next).toBe('/api/profiles/list/?gender=Female&page=2');
    expect(page.previous).toBeNull();
  });

  it('counts further on deeper pages, exactly once the end is in reach', async () => {
    const page = await list('page=50');
    expect(page.count).toBe(women);
    expect(page.count_capped).toBeUndefined();
    expect(page.results.map((r) => r.id)).toEqual(newestFirst.slice(980, 1000));
    expect(page.next).toBe('/api/profiles/list/?gender=Female&page=51');
    expect(page.previous).toBe('/api/profiles/list/?gender=Female&page=49');
  });

  it('gives the last page its remainder, no next link, and the exact total', async () => {
    const last = Math.ceil(women / 20);
    const page = await list(`page=${last}`);
    expect(page.count).toBe(women);
    expect(page.results.map((r) => r.id)).toEqual(newestFirst.slice((last - 1) * 20));
    expect(page.next).toBeNull();
    expect(page.previous).toBe(`/api/profiles/list/?gender=Female&page=${last - 1}`);
  });

  it('past the end, leads back to the last page with results', async () => {
    const page = await list('page=500');
    expect(page.results).toEqual([]);
    expect(page.count).toBe(women);
    expect(page.next).toBeNull();
    expect(page.previous).toBe(`/api/profiles/list/?gender=Female&page=${Math.ceil(women / 20)}`);
  });

  it('a page of 1,000 with more behind it still offers the next page', async () => {
    const page = await list('limit=1000&page=1');
    expect(page.results).toHaveLength(1000);
    expect(page.count).toBe(1000);
    expect(page.count_capped).toBe(true);
    expect(page.next).toBe('/api/profiles/list/?gender=Female&limit=1000&page=2');
    const second = await list('limit=1000&page=2');
    expect(second.results.map((r) => r.id)).toEqual(newestFirst.slice(1000, 2000));
    expect(second.count).toBe(women);
    expect(second.next).toBeNull();
  });

  it('a short list is counted exactly, with no cap', async () => {
    const page = await list('state=Nowhere%20Land');
    expect(page).toMatchObject({ count: 0, next: null, previous: null, results: [] });
    expect(page.count_capped).toBeUndefined();
  });
});
