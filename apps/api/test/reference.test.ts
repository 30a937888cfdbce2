import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDUCATION_LEVELS, HEIGHTS } from '@rishta/domain';
import { createTestApp, type TestContext } from './helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ profiles: 4 });
});
afterAll(() => ctx.close());

describe('reference data', () => {
  it('lists about 240 countries with dial codes, India among them', async () => {
    const res = await ctx.app.inject('/api/profiles/country-list/');
    expect(res.statusCode).toBe(200);
    const countries = res.json() as { id: number; name: string; code: string; dial_code: string }[];
    expect(countries.length).toBeGreaterThanOrEqual(230);
    expect(countries).toContainEqual(
      expect.objectContaining({ name: 'India', code: 'IN', dial_code: '+91' }),
    );
    expect(res.headers['cache-control']).toContain('max-age');
  });

  it("lists India's 36 states and union territories for country 1", async () => {
    const res = await ctx.app.inject('/api/profiles/state-list?country=1');
    const states = res.json() as { name: string }[];
    expect(states).toHaveLength(36);
    expect(states.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Uttar Pradesh', 'Kerala', 'Ladakh', 'Delhi']),
    );
    const byCode = await ctx.app.inject('/api/profiles/state-list/?country=IN');
    expect(byCode.json()).toHaveLength(36);
  });

  it('has no states for a country without them', async () => {
    const res = await ctx.app.inject('/api/profiles/state-list?country=AE');
    expect(res.json()).toEqual([]);
  });

  it("lists a state's cities (POST with the state as query, as the spec calls it)", async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/profiles/city-list/?state=Maharashtra' });
    expect(res.statusCode).toBe(200);
    const names = (res.json() as { data: { name: string }[] }).data.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Mumbai', 'Pune', 'Malegaon', 'Nagpur']));
    expect(names).not.toContain('Lucknow');
  });

  it('asks for the state when it is missing, naming the field', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/profiles/city-list/' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('state');
  });

  it('lists maslaks and biradaries', async () => {
    const maslaks = (await ctx.app.inject('/api/profiles/maslak-list/')).json() as { name: string }[];
    const biradaries = (await ctx.app.inject('/api/profiles/biradari-list/')).json() as { name: string }[];
    expect(maslaks.length).toBeGreaterThan(5);
    expect(biradaries.map((b) => b.name)).toEqual(expect.arrayContaining(['Ansari', 'Qureshi', 'Syed']));
  });

  it('summarises the form lists and counts listed profiles only', async () => {
    const res = await ctx.app.inject('/api/summary/');
    expect(res.statusCode).toBe(200);
    const summary = res.json() as {
      education: { name: string }[];
      marital_status: { name: string }[];
      height: { name: string }[];
      contact_of: { name: string }[];
      totalProfile: number;
    };
    expect(summary.education.map((e) => e.name)).toEqual(EDUCATION_LEVELS.map((e) => e.name));
    expect(summary.marital_status.map((m) => m.name)).toEqual(
      expect.arrayContaining(['Unmarried', 'Polygamy']),
    );
    expect(summary.height.map((h) => h.name)).toEqual([...HEIGHTS]);
    expect(summary.contact_of.length).toBeGreaterThan(0);
    // 4 demo profiles plus the 2 fixed demo accounts, all approved.
    expect(summary.totalProfile).toBe(6);
  });

  it('returns the blocked keywords', async () => {
    const res = await ctx.app.inject('/api/configs/blocked-keywords/');
    expect((res.json() as { keyword: string }[]).length).toBeGreaterThanOrEqual(2);
  });
});
