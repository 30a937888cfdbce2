import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ageFromBirth, heightsForBands, MESSAGES } from '@rishta/domain';
import { accounts, profiles } from '@rishta/db';
import { createTestApp, tokenFor, type TestContext, authHeaders } from './helpers/test-app';
import { expectOnlyBlurredPhotos } from './helpers/photos';

let ctx: TestContext;
type Row = typeof profiles.$inferSelect;
let all: Row[];
let man: Row;
let manToken: string;

interface Card {
  id: number;
  gender: string;
  profile_code: string;
  thumbnail: string | null;
  photo_blurred: boolean;
  created_on: string;
  [key: string]: unknown;
}
interface Page {
  count: number;
  next: string | null;
  previous: string | null;
  results: Card[];
}

const get = (url: string, token?: string) => ctx.app.inject({ url, headers: authHeaders(token) });
const list = async (url: string, token?: string) => {
  const res = await get(url, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};

/** What the database says is listed: approved, active and not blocked, checked here row by row. */
async function listedRows(): Promise<Row[]> {
  const rows = await ctx.handle.db
    .select({ profile: profiles, blocked: accounts.isBlocked })
    .from(profiles)
    .innerJoin(accounts, eq(accounts.id, profiles.accountId));
  return rows
    .filter((r) => r.profile.approvalStatus === 'approved' && r.profile.isActive && !r.blocked)
    .map((r) => r.profile);
}

const ids = (page: Page) => page.results.map((r) => r.id).sort((a, b) => a - b);
const idsOf = (rows: Row[]) => rows.map((r) => r.id).sort((a, b) => a - b);

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 60 });
  all = await ctx.handle.db.select().from(profiles).orderBy(profiles.id);
  const [account] = await ctx.handle.db.select().from(accounts).where(eq(accounts.username, '9000000001'));
  man = all.find((p) => p.accountId === account!.id)!;
  manToken = await tokenFor(ctx.handle, '9000000001');

  // Hand-made rows: filter values no random profile has, so each filter's effect is unmistakable.
  const women = all.filter((p) => p.gender === 'Female' && p.id !== man.id);
  const set = (id: number, values: Partial<Row>) =>
    ctx.handle.db.update(profiles).set(values).where(eq(profiles.id, id));
  await set(women[0]!.id, { city: 'Testpur', fullName: 'Zubaida 100% Khan' });
  await set(women[1]!.id, { cityCurrent: 'TESTPUR', maslak: 'Test Maslak', physicalStatus: 'Handicap' });
  await set(women[2]!.id, { maslak: 'Test Maslak', countryCurrent: 'Testland', biradari: 'Test Biradari' });
  // Not listed: must never show up, whatever the filter.
  await set(women[3]!.id, { maslak: 'Test Maslak', city: 'Testpur', approvalStatus: 'pending' });
  await set(women[4]!.id, { maslak: 'Test Maslak', isActive: false });
  // Ages around a boundary: the same birth year, birthdays before, at and after this month.
  const { year, month } = { year: new Date().getUTCFullYear() - 30, month: new Date().getUTCMonth() + 1 };
  await set(women[5]!.id, { yearOfBirth: year, dateOfBirth: `${year}-01-01`, monthOfBirth: null });
  await set(women[6]!.id, { yearOfBirth: year, dateOfBirth: `${year}-01-01`, monthOfBirth: month });
  await set(women[7]!.id, { yearOfBirth: year, dateOfBirth: `${year}-01-01`, monthOfBirth: 12 });
  await set(women[8]!.id, { yearOfBirth: year + 1, dateOfBirth: `${year + 1}-01-01`, monthOfBirth: 1 });
  all = await ctx.handle.db.select().from(profiles).orderBy(profiles.id);
});
afterAll(() => ctx.close());

describe('GET /api/profiles/list/', () => {
  it('lists every listed profile for a visitor, newest first, 20 a page, without contact details', async () => {
    const listed = await listedRows();
    const page = await list('/api/profiles/list/');
    expect(page.count).toBe(listed.length);
    expect(page.results).toHaveLength(20);
    const dates = page.results.map((r) => r.created_on);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const card of page.results) {
      for (const key of ['contact_number', 'whatsapp_number', 'whatsapp_country_code', 'email', 'username']) {
        expect(card).not.toHaveProperty(key);
      }
    }
  });

  it('never lists pending or inactive profiles', async () => {
    const page = await list('/api/profiles/list/?maslak=Test%20Maslak&limit=1000');
    const expected = (await listedRows()).filter((r) => r.maslak === 'Test Maslak');
    expect(ids(page)).toEqual(idsOf(expected));
    expect(page.count).toBe(2);
  });

  it('lets a visitor choose the gender, and gives visitors only blurred photos of women', async () => {
    const page = await list('/api/profiles/list/?gender=Female&limit=1000');
    const expected = (await listedRows()).filter((r) => r.gender === 'Female');
    expect(ids(page)).toEqual(idsOf(expected));
    await expectOnlyBlurredPhotos(ctx.handle, page.results);
  });

  it('gives a logged-in user only the opposite gender, never their own profile, whatever the query says', async () => {
    const page = await list('/api/profiles/list/?gender=Male&limit=1000', manToken);
    const expected = (await listedRows()).filter((r) => r.gender === 'Female');
    expect(ids(page)).toEqual(idsOf(expected));
    expect(page.results.every((r) => r.gender === 'Female')).toBe(true);
    expect(page.results.filter((r) => r.thumbnail).every((r) => !r.photo_blurred)).toBe(true);

    const womanToken = await tokenFor(ctx.handle, '9000000002');
    const forHer = await list('/api/profiles/list/?limit=1000', womanToken);
    expect(forHer.results.every((r) => r.gender === 'Male')).toBe(true);
    expect(forHer.results.map((r) => r.id)).toContain(man.id);
    expect((await list('/api/profiles/list/?limit=1000', manToken)).results.map((r) => r.id)).not.toContain(
      man.id,
    );
  });

  it('narrows by each category filter exactly as the database says', async () => {
    const listed = await listedRows();
    const women = listed.filter((r) => r.gender === 'Female');
    const sample = women.find((r) => r.id !== man.id)!;
    const cases: [string, (r: Row) => boolean][] = [
      [`maslak=${encodeURIComponent(sample.maslak)}`, (r) => r.maslak === sample.maslak],
      [`biradari=${encodeURIComponent(sample.biradari)}`, (r) => r.biradari === sample.biradari],
      [`state=${encodeURIComponent(sample.state)}`, (r) => r.state === sample.state],
      [
        `state_current=${encodeURIComponent(sample.stateCurrent)}`,
        (r) => r.stateCurrent === sample.stateCurrent,
      ],
      [`city_current=${encodeURIComponent(sample.cityCurrent)}`, (r) => r.cityCurrent === sample.cityCurrent],
      [
        `martial_status=${encodeURIComponent(sample.martialStatus)}`,
        (r) => r.martialStatus === sample.martialStatus,
      ],
      [`education=${encodeURIComponent(sample.education)}`, (r) => r.education === sample.education],
      ['physical_status=Handicap', (r) => r.physicalStatus === 'Handicap'],
      ['country=Testland', (r) => r.countryCurrent === 'Testland'],
    ];
    for (const [query, match] of cases) {
      const page = await list(`/api/profiles/list/?gender=Female&limit=1000&${query}`);
      const expected = women.filter(match);
      expect(expected.length, query).toBeGreaterThan(0);
      expect(ids(page), query).toEqual(idsOf(expected));
      expect(page.count, query).toBe(expected.length);
    }
  });

  it('filters ages by birth date, counting the birth month like the age on the card', async () => {
    const now = new Date();
    const listed = await listedRows();
    const ageOf = (r: Row) => ageFromBirth(r.yearOfBirth, r.monthOfBirth, now);
    for (const [gte, lte] of [
      [30, 30],
      [29, 29],
      [18, 21],
      [22, 25],
      [40, 100],
      [10, 100],
    ] as const) {
      const page = await list(`/api/profiles/list/?age__gte=${gte}&age__lte=${lte}&limit=1000`);
      const expected = listed.filter((r) => ageOf(r) >= gte && ageOf(r) <= lte);
      expect(ids(page), `${gte}-${lte}`).toEqual(idsOf(expected));
    }
    const thirty = await list('/api/profiles/list/?age__gte=30&age__lte=30&limit=1000');
    expect(thirty.count).toBeGreaterThanOrEqual(2);
  });

  it('narrows by the search filters: comma lists, height bands, city, free text', async () => {
    const listed = await listedRows();
    const women = listed.filter((r) => r.gender === 'Female');
    const maslaks = [...new Set(women.map((r) => r.maslak))].slice(0, 2);
    const states = [...new Set(women.map((r) => r.stateCurrent))].slice(0, 3);
    const heights = heightsForBands(['5-5.6', '5.6-6']);
    const cases: [string, (r: Row) => boolean][] = [
      [`maslak__in=${encodeURIComponent(maslaks.join(','))}`, (r) => maslaks.includes(r.maslak)],
      [`state_current__in=${encodeURIComponent(states.join(','))}`, (r) => states.includes(r.stateCurrent)],
      [`height__in=${encodeURIComponent(heights.join(','))}`, (r) => heights.includes(r.height)],
      ['city=testpur', (r) => r.city === 'Testpur' || r.cityCurrent === 'TESTPUR'],
      ['search=zubaida', (r) => r.fullName.startsWith('Zubaida')],
      ['search=100%25', (r) => r.fullName.includes('100%')],
      [
        `maslak__in=${encodeURIComponent(maslaks.join(','))}&state_current__in=${encodeURIComponent(states.join(','))}`,
        (r) => maslaks.includes(r.maslak) && states.includes(r.stateCurrent),
      ],
    ];
    for (const [query, match] of cases) {
      const page = await list(`/api/profiles/list/?gender=Female&limit=1000&${query}`);
      const expected = women.filter(match);
      expect(expected.length, query).toBeGreaterThan(0);
      expect(ids(page), query).toEqual(idsOf(expected));
    }
    // The literal percent sign is not a wildcard.
    expect((await list('/api/profiles/list/?search=%25')).count).toBe(1);
  });

  it('searches a name or code on its own: the other filters do not hide the person (issue 11)', async () => {
    const listed = await listedRows();
    const zubaida = listed.find((r) => r.fullName.startsWith('Zubaida'))!;
    const elsewhere = listed.find((r) => r.gender === 'Female' && r.stateCurrent !== zubaida.stateCurrent)!;
    const filters = `state_current__in=${encodeURIComponent(elsewhere.stateCurrent)}&martial_status__in=Nobody&age__gte=79`;
    const page = await list(`/api/profiles/list/?gender=Female&${filters}&search=zubaida`);
    expect(ids(page)).toContain(zubaida.id);
    const byCode = await list(`/api/profiles/list/?gender=Female&${filters}&search=${zubaida.profileCode}`);
    expect(ids(byCode)).toEqual([zubaida.id]);
    // Still only listed profiles of the chosen gender.
    expect((await list(`/api/profiles/list/?gender=Male&search=zubaida`)).count).toBe(0);
  });

  it('finds a profile by its code, typed in any case, and lists profiles by a list of codes', async () => {
    const listed = await listedRows();
    const target = listed[5]!;
    const page = await list(`/api/profiles/list/?search=${target.profileCode.toLowerCase()}`);
    expect(page.results.map((r) => r.id)).toContain(target.id);
    expect(page.results.find((r) => r.id === target.id)!.profile_code).toBe(target.profileCode);

    const codes = listed.slice(0, 3).map((r) => r.profileCode);
    const pending = all.find((r) => r.approvalStatus === 'pending')!;
    const byCode = await list(
      `/api/profiles/list/?code=${[...codes, pending.profileCode].join(',')}&limit=1000`,
    );
    expect(ids(byCode)).toEqual(idsOf(listed.slice(0, 3)));
  });

  it('pages with count, next and previous, keeping the query', async () => {
    const listed = (await listedRows()).filter((r) => r.gender === 'Female');
    const first = await list('/api/profiles/list/?gender=Female&limit=7');
    expect(first.count).toBe(listed.length);
    expect(first.previous).toBeNull();
    expect(first.next).toBe('/api/profiles/list/?gender=Female&limit=7&page=2');
    const seen: number[] = [];
    let page: Page = first;
    let pages = 1;
    for (;;) {
      seen.push(...page.results.map((r) => r.id));
      if (!page.next) break;
      page = await list(page.next);
      pages += 1;
      expect(page.previous).toContain(`page=${pages - 1}`);
    }
    expect(pages).toBe(Math.ceil(listed.length / 7));
    expect(seen.sort((a, b) => a - b)).toEqual(idsOf(listed));

    const past = await list('/api/profiles/list/?gender=Female&limit=7&page=99');
    expect(past.results).toEqual([]);
    expect(past.next).toBeNull();
    expect(past.previous).toContain(`page=${pages}`);
  });

  it('caps limit at 1000 and orders by newest or last active', async () => {
    const page = await list('/api/profiles/list/?limit=5000');
    expect(page.results).toHaveLength(page.count);
    expect(page.next).toBeNull();
    const active = await list('/api/profiles/list/?ordering=-last_active&limit=1000');
    const lastActive = new Map(all.map((r) => [r.id, r.lastActive.getTime()]));
    const times = active.results.map((r) => lastActive.get(r.id)!);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('answers invalid parameters with field errors', async () => {
    const cases: [string, string][] = [
      ['gender=Other', 'gender'],
      ['age__gte=old', 'age__gte'],
      ['page=0', 'page'],
      ['limit=0', 'limit'],
      ['ordering=name', 'ordering'],
      ['physical_status=Tall', 'physical_status'],
    ];
    for (const [query, field] of cases) {
      const res = await get(`/api/profiles/list/?${query}`);
      expect(res.statusCode, query).toBe(400);
      // The field named, with its code (and, for a limit, its value) beside it.
      const body = res.json() as Record<string, unknown>;
      expect(
        Object.keys(body).filter((key) => key !== 'codes' && key !== 'params'),
        query,
      ).toEqual([field]);
      expect(Object.keys(body.codes as object), query).toEqual([field]);
    }
    const height = await get('/api/profiles/list/?height__in=5.4,9.9');
    expect(height.statusCode).toBe(400);
    expect(height.json()).toEqual({
      height__in: [MESSAGES.invalidChoice],
      codes: { height__in: ['invalidChoice'] },
    });
    const code = await get('/api/profiles/list/?code=RM100001,nonsense');
    expect(code.statusCode).toBe(400);
    expect(code.json()).toEqual({
      code: [MESSAGES.invalidProfileCode],
      codes: { code: ['invalidProfileCode'] },
    });
  });
});
