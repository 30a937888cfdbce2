import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { LIST_COUNT_AHEAD, type ProfileListQuery } from '@rishta/domain';
import { profiles } from '@rishta/db';
import { createTestApp, type TestContext } from './helpers/test-app';
import { addListedCopies } from './helpers/many-profiles';
import { listFilter } from '../src/services/discovery/list-filters';
import { listProfiles } from '../src/services/discovery/list-profiles';
import type { Viewer } from '../src/services/accounts/viewer';
import { createListingIndex, type ListingIndex } from '../src/services/discovery/listing-index/listing-index';

/**
 * Decision 041: the in-memory listing index gives every list exactly what the SQL gives (the same
 * cards in the same order, the same count), and never an answer older than the database.
 */
let ctx: TestContext;
let index: ListingIndex;
const onPostgres = Boolean(process.env.DATABASE_URL);

interface Values {
  state: string[];
  state_current: string[];
  education: string[];
  martial_status: string[];
  maslak: string[];
  biradari: string[];
  height: string[];
  city: string[];
  city_current: string[];
  country_current: string[];
}
let values: Values;

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 150 });
  // The app's own index is not used here: this one is driven by the tests alone.
  index = createListingIndex({
    read: ctx.handle.db,
    write: ctx.handle.db,
    log: ctx.app.log,
    keepCardsMs: 30_000,
    clockMs: () => ctx.app.clock().getTime(),
  });
  await index.catchUp();
  const distinct = async (column: string) =>
    (
      (await ctx.handle.db.execute(
        sql.raw(`select distinct ${column} as v from profiles where listed order by 1`),
      )) as unknown as { rows: { v: string }[] }
    ).rows.map((r) => r.v);
  values = {
    state: await distinct('state'),
    state_current: await distinct('state_current'),
    education: await distinct('education'),
    martial_status: await distinct('martial_status'),
    maslak: await distinct('maslak'),
    biradari: await distinct('biradari'),
    height: await distinct('height'),
    city: await distinct('city'),
    city_current: await distinct('city_current'),
    country_current: await distinct('country_current'),
  };
}, 120_000);

afterAll(async () => {
  await index?.close();
  await ctx?.close();
});

/** A small deterministic random source, so that a failure can be replayed. */
function randomFrom(seed: number) {
  let s = seed;
  const next = () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const some = (list: readonly string[]) => [...new Set([pick(list), pick(list), pick(list)])].join(',');
  return { next, pick, some };
}

/** A query as the web app could send it, with values from the data (and a few nobody has). */
function randomQuery(seed: number): ProfileListQuery {
  const { next, pick, some } = randomFrom(seed);
  const query: ProfileListQuery = { page: 1 + Math.floor(next() * 3), limit: pick([1, 5, 20, undefined]) };
  const maybe = (p: number) => next() < p;
  if (maybe(0.6)) query.gender = pick(['Male', 'Female'] as const);
  // Up to three filters besides age, so that many lists are not empty.
  const filters: (() => void)[] = [
    () => (query.state = pick([...values.state, 'Nowhere'])),
    () => (query.state__in = some(values.state)),
    () => (query.state_current__in = some(values.state_current)),
    () => (query.martial_status = pick(values.martial_status)),
    () => (query.martial_status__in = some(values.martial_status)),
    () => (query.education__in = some(values.education)),
    () => (query.education = pick(values.education)),
    () => (query.maslak__in = some(values.maslak)),
    () => (query.maslak = pick(values.maslak)),
    () => (query.biradari__in = some(values.biradari)),
    () => (query.biradari = pick(values.biradari)),
    () => (query.height__in = some(values.height)),
    () => (query.country = pick(values.country_current)),
    () => (query.city_current = pick(values.city_current)),
    () => (query.physical_status = pick(['Normal', 'Handicap'] as const)),
    // Either case, native or current: the city filter ignores case.
    () => {
      const city = pick([...values.city, ...values.city_current]);
      query.city = maybe(0.5) ? city.toUpperCase() : city;
    },
  ];
  for (let n = Math.floor(next() * 4); n > 0; n--) pick(filters)();
  // Every age from 18 to 60 is a boundary year for someone, with months before and after today's.
  if (maybe(0.5)) query.age__gte = 18 + Math.floor(next() * 30);
  if (maybe(0.5)) query.age__lte = (query.age__gte ?? 18) + Math.floor(next() * 15);
  return query;
}

const ids = (page: { results: { id: number }[] }) => page.results.map((r) => r.id);

async function bothWays(viewer: Viewer | null, query: ProfileListQuery) {
  const now = ctx.app.clock();
  const { db } = ctx.handle;
  const bySql = await listProfiles(db, ctx.app.mediaUrls, viewer, query, now);
  const byIndex = await listProfiles(db, ctx.app.mediaUrls, viewer, query, now, { index });
  return { bySql, byIndex };
}

describe('the listing index (decision 041)', () => {
  it('gives every list the same cards, order and count as the SQL', async () => {
    let answered = 0;
    let nonEmpty = 0;
    for (let seed = 1; seed <= 400; seed++) {
      const query = randomQuery(seed);
      const { bySql, byIndex } = await bothWays(null, query);
      expect(byIndex, `seed ${seed}: ${JSON.stringify(query)}`).toEqual(bySql);
      const limit = query.limit ?? 20;
      const offset = (query.page - 1) * limit;
      const found = index.page(listFilter(null, query, ctx.app.clock()), offset, limit, LIST_COUNT_AHEAD + 1);
      if (found) answered += 1;
      if (bySql.results.length > 0) nonEmpty += 1;
    }
    // The index answered them all (the list is short), and the queries were not all empty.
    expect(answered).toBe(400);
    expect(nonEmpty).toBeGreaterThan(100);
  });

  it('gives the search form (states, marital statuses, educations, ages) the same as the SQL', async () => {
    let nonEmpty = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const { next, pick, some } = randomFrom(seed * 7919);
      const query: ProfileListQuery = {
        page: 1 + Math.floor(next() * 2),
        limit: pick([2, 5, 20]),
        state__in: `${some(values.state)},${some(values.state)}`,
        martial_status__in: some(values.martial_status),
        education__in: `${some(values.education)},${some(values.education)}`,
      };
      if (next() < 0.7) query.gender = pick(['Male', 'Female'] as const);
      if (next() < 0.8) query.age__gte = 18 + Math.floor(next() * 20);
      if (next() < 0.8) query.age__lte = (query.age__gte ?? 18) + Math.floor(next() * 15);
      // Sometimes one filter more, which the combinations do not cover, or a second one on the
      // same column (a category tab's state with the form's states).
      if (next() < 0.2) query.maslak__in = some(values.maslak);
      if (next() < 0.2) query.state = pick(values.state);
      const { bySql, byIndex } = await bothWays(null, query);
      expect(byIndex, `seed ${seed}: ${JSON.stringify(query)}`).toEqual(bySql);
      if (bySql.results.length > 0) nonEmpty += 1;
      // Capped lower, the count stops at the cap wherever it falls among the lists it adds up.
      expect(bySql.countCapped).toBe(false);
      const filter = listFilter(null, query, ctx.app.clock());
      for (const countTo of [1, 3, 10]) {
        expect(index.page(filter, 0, 1, countTo)?.matched, `seed ${seed}, to ${countTo}`).toBe(
          Math.min(countTo, bySql.count),
        );
      }
    }
    expect(nonEmpty).toBeGreaterThan(30);
  });

  it('leaves out a viewer’s own profile when no gender does', async () => {
    const [own] = await ctx.handle.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.listed, true))
      .limit(1);
    const viewer = { accountId: 1, profileId: own!.id, gender: null } as unknown as Viewer;
    const { bySql, byIndex } = await bothWays(viewer, { page: 1, limit: 1000 });
    expect(ids(byIndex)).toEqual(ids(bySql));
    expect(ids(byIndex)).not.toContain(own!.id);
  });

  it('is never older than the database: a change shows at once, and the index catches up', async () => {
    const { db } = ctx.handle;
    const [someone] = await db
      .select({ id: profiles.id, gender: profiles.gender })
      .from(profiles)
      .where(eq(profiles.listed, true))
      .limit(1);
    const query: ProfileListQuery = { page: 1, state: 'Moved State', gender: someone!.gender };
    const filter = () => listFilter(null, query, ctx.app.clock());
    await db.update(profiles).set({ state: 'Moved State' }).where(eq(profiles.id, someone!.id));

    // Before catching up, the index still has the old state, and the list does not use it.
    expect(index.page(filter(), 0, 20, 1001)?.ids).toEqual([]);
    const { byIndex } = await bothWays(null, query);
    expect(ids(byIndex)).toEqual([someone!.id]);

    await index.catchUp();
    expect(index.page(filter(), 0, 20, 1001)?.ids).toEqual([someone!.id]);

    // No longer listed: gone from the index; back again: there again.
    await db.update(profiles).set({ isActive: false }).where(eq(profiles.id, someone!.id));
    await index.catchUp();
    expect(index.page(filter(), 0, 20, 1001)?.ids).toEqual([]);
    await db.update(profiles).set({ isActive: true }).where(eq(profiles.id, someone!.id));
    await index.catchUp();
    expect(index.page(filter(), 0, 20, 1001)?.ids).toEqual([someone!.id]);
  });

  it('puts new profiles first and counts past the cap like the SQL', async () => {
    await addListedCopies(ctx.handle, 'Female', 1100);
    await index.catchUp();
    for (const page of [1, 2, 50, 56, 60]) {
      const query: ProfileListQuery = { page, gender: 'Female' };
      const { bySql, byIndex } = await bothWays(null, query);
      expect(byIndex, `page ${page}`).toEqual(bySql);
    }
    const { byIndex } = await bothWays(null, { page: 1, gender: 'Female' });
    expect(byIndex.count).toBe(LIST_COUNT_AHEAD);
    expect(byIndex.countCapped).toBe(true);
    const newest = index.page(listFilter(null, { page: 1, gender: 'Female' }, ctx.app.clock()), 0, 1, 2);
    expect(newest?.ids).toEqual([byIndex.results[0]!.id]);
  });

  it('keeps cards only while they are current: a new name or photo shows at once and after catching up', async () => {
    const { db } = ctx.handle;
    const [someone] = await db
      .select({ id: profiles.id, gender: profiles.gender, state: profiles.state })
      .from(profiles)
      .where(eq(profiles.listed, true))
      .limit(1);
    const query: ProfileListQuery = { page: 1, limit: 1000, gender: someone!.gender, state: someone!.state };
    const card = async () => {
      const { bySql, byIndex } = await bothWays(null, query);
      expect(byIndex).toEqual(bySql);
      return byIndex.results.find((r) => r.id === someone!.id)!;
    };
    await index.catchUp();
    expect((await card()).full_name).not.toBe('Renamed Person');
    // A name is no filter: the index keeps the row, but must drop the card it keeps.
    await db.update(profiles).set({ fullName: 'Renamed Person' }).where(eq(profiles.id, someone!.id));
    expect((await card()).full_name).toBe('Renamed Person');
    await index.catchUp();
    expect((await card()).full_name).toBe('Renamed Person');

    const before = (await card()).thumbnail;
    await db.execute(
      sql`insert into photos (profile_id, slot, full_key, thumb_key, blurred_key)
          values (${someone!.id}, 0, 'new-full', 'new-thumb', 'new-blurred')
          on conflict (profile_id, slot) do update set thumb_key = 'new-thumb', blurred_key = 'new-blurred'`,
    );
    await index.catchUp();
    const after = (await card()).thumbnail;
    expect(after).not.toEqual(before);
  });

  it('forgets a profile that is erased', async () => {
    const { db } = ctx.handle;
    const [gone] = await db
      .select({ id: profiles.id, code: profiles.profileCode, gender: profiles.gender })
      .from(profiles)
      .where(eq(profiles.listed, true))
      .limit(1);
    const all = () =>
      index.page(listFilter(null, { page: 1, gender: gone!.gender }, ctx.app.clock()), 0, 5000, 5001);
    expect(all()?.ids).toContain(gone!.id);
    await db.execute(sql`delete from profiles where id = ${gone!.id}`);
    await index.catchUp();
    expect(all()?.ids).not.toContain(gone!.id);
  });

  // Two connections at once: PostgreSQL only (PGlite is one connection).
  it.runIf(onPostgres)(
    'sees a change committed after it looked, by a transaction that began before',
    async () => {
      const pool = ctx.handle.pool!;
      const [late] = (
        await pool.query<{ id: number; gender: string }>(
          `select id, gender from profiles where listed order by id limit 1`,
        )
      ).rows;
      const early = await pool.connect();
      const other = await pool.connect();
      try {
        // `early` takes a transaction id first and commits last; `other` commits in between, so the
        // index has seen a newer transaction than `early` when `early` commits.
        await early.query('begin');
        await early.query(`update profiles set state = 'Late State' where id = $1`, [late!.id]);
        await other.query('begin');
        await other.query(
          `update profiles set state = 'Other State' where id <> $1 and listed and id in (select id from profiles where listed order by id desc limit 1)`,
          [late!.id],
        );
        await other.query('commit');
        await index.catchUp();
        await early.query('commit');
      } finally {
        early.release();
        other.release();
      }
      await index.catchUp();
      const found = index.page(
        listFilter(null, { page: 1, state: 'Late State', gender: late!.gender as 'Male' }, ctx.app.clock()),
        0,
        20,
        21,
      );
      expect(found?.ids).toEqual([late!.id]);
    },
  );
});
