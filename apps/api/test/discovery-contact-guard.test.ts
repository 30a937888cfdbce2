// Issue 10 items 7 and 16: contact details are guarded against harvesting (no contacts for an
// account nobody approved, a daily number of profiles, a per-account pace for profile pages, a flag
// for the moderators), and the detail answer says why a contact is missing.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CONTACT_PROFILES_PER_DAY, PROFILE_DETAILS_PER_MINUTE } from '@rishta/domain';
import { accountFlags, accounts, contactReveals, profiles } from '@rishta/db';
import { createTestApp, profileOfUser, tokenFor, type TestContext, authHeaders } from './helpers/test-app';
import { OUTSIDE_HOURS, WITHIN_HOURS } from './helpers/contact-hours';

type Row = typeof profiles.$inferSelect;
let ctx: TestContext;
let women: Row[];
/** Men other than VIEWER, by username, one per test so their counts never meet. */
let men: string[];

const VIEWER = '9000000001';
/** The India day of WITHIN_HOURS (21:30 IST on 10 March 2026). */
const DAY = '2026-03-10';

const profileOf = (username: string): Promise<Row> => profileOfUser(ctx.handle, username);

const open = (slug: string, token: string) =>
  ctx.app.inject({
    url: `/api/profiles/detail-slug/${slug}/?skip-update=true`,
    headers: authHeaders(token),
  });

beforeAll(async () => {
  ctx = await createTestApp({ profiles: CONTACT_PROFILES_PER_DAY + 10 });
  vi.useFakeTimers({ toFake: ['Date'] });
  // Public numbers everywhere, so only the guards decide.
  await ctx.handle.db.update(profiles).set({ privateContact: false });
  women = (await ctx.handle.db.select().from(profiles)).filter((p) => p.gender === 'Female' && p.listed);
  expect(women.length).toBeGreaterThanOrEqual(4);
  men = (
    await ctx.handle.db
      .select({ username: accounts.username, listed: profiles.listed, gender: profiles.gender })
      .from(profiles)
      .innerJoin(accounts, eq(accounts.id, profiles.accountId))
  )
    .filter((m) => m.gender === 'Male' && m.listed && m.username !== VIEWER)
    .map((m) => m.username);
  expect(men.length).toBeGreaterThanOrEqual(3);
});
afterAll(async () => {
  vi.useRealTimers();
  await ctx.close();
});
beforeEach(() => {
  vi.setSystemTime(WITHIN_HOURS);
});

describe('why a contact is hidden', () => {
  it('answers a reason code with the missing contact, and none with a shown one', async () => {
    const token = await tokenFor(ctx.handle, men[0]!);
    const shown = (await open(women[0]!.slug, token)).json();
    expect(shown.contact_number).toBe(women[0]!.contactNumber);
    expect(shown).not.toHaveProperty('contact_hidden_reason');

    vi.setSystemTime(OUTSIDE_HOURS);
    const night = (await open(women[0]!.slug, token)).json();
    expect(night).not.toHaveProperty('contact_number');
    expect(night.contact_hidden_reason).toBe('outside_hours');

    vi.setSystemTime(WITHIN_HOURS);
    await ctx.handle.db.update(profiles).set({ privateContact: true }).where(eq(profiles.id, women[1]!.id));
    const hidden = (await open(women[1]!.slug, token)).json();
    expect(hidden).not.toHaveProperty('contact_number');
    expect(hidden.contact_hidden_reason).toBe('private');
    await ctx.handle.db.update(profiles).set({ privateContact: false }).where(eq(profiles.id, women[1]!.id));
  });

  it('gives an account nobody approved no contact details at all', async () => {
    const pending = await profileOf(men[1]!);
    await ctx.handle.db
      .update(profiles)
      .set({ approvalStatus: 'pending' })
      .where(eq(profiles.id, pending.id));
    try {
      const body = (await open(women[0]!.slug, await tokenFor(ctx.handle, men[1]!))).json();
      expect(body).not.toHaveProperty('contact_number');
      expect(body).not.toHaveProperty('whatsapp_number');
      expect(body.contact_hidden_reason).toBe('not_approved');
    } finally {
      await ctx.handle.db
        .update(profiles)
        .set({ approvalStatus: 'approved' })
        .where(eq(profiles.id, pending.id));
    }
  });
});

describe('the daily contact limit', () => {
  it(`shows ${CONTACT_PROFILES_PER_DAY} profiles' contacts a day, then holds them back and flags the account`, async () => {
    const viewer = await profileOf(VIEWER);
    const token = await tokenFor(ctx.handle, VIEWER);
    const [last, over] = women;
    // A day of browsing so far: every other profile's contact was shown today, up to one short of
    // the limit, plus yesterday's (which never count).
    const others = (await ctx.handle.db.select({ id: profiles.id }).from(profiles))
      .map((p) => p.id)
      .filter((id) => id !== viewer.id && id !== last!.id && id !== over!.id);
    expect(others.length).toBeGreaterThanOrEqual(CONTACT_PROFILES_PER_DAY - 1);
    await ctx.handle.db
      .insert(contactReveals)
      .values([
        ...others
          .slice(0, CONTACT_PROFILES_PER_DAY - 1)
          .map((id) => ({ viewerProfileId: viewer.id, day: DAY, profileId: id })),
        ...others.map((id) => ({ viewerProfileId: viewer.id, day: '2026-03-09', profileId: id })),
      ]);

    expect((await open(last!.slug, token)).json().contact_number).toBe(last!.contactNumber);
    const held = (await open(over!.slug, token)).json();
    expect(held).not.toHaveProperty('contact_number');
    expect(held.contact_hidden_reason).toBe('daily_limit');
    // A profile already shown today stays shown; the moderators see one flag for the day.
    expect((await open(last!.slug, token)).json().contact_number).toBe(last!.contactNumber);
    await open(over!.slug, token);
    const flags = await ctx.handle.db
      .select({ reason: accountFlags.reason })
      .from(accountFlags)
      .where(eq(accountFlags.accountId, viewer.accountId));
    expect(flags).toEqual([{ reason: 'contact_daily_limit' }]);

    // The next India day starts afresh.
    vi.setSystemTime(new Date(WITHIN_HOURS.getTime() + 12 * 3600_000));
    const nextDayRes = await open(over!.slug, await tokenFor(ctx.handle, VIEWER));
    expect(nextDayRes.statusCode, nextDayRes.body.slice(0, 200)).toBe(200);
    const nextDay = nextDayRes.json();
    expect(nextDay.contact_hidden_reason).toBeUndefined();
    expect(nextDay.contact_number).toBe(over!.contactNumber);
    const todays = await ctx.handle.db
      .select()
      .from(contactReveals)
      .where(and(eq(contactReveals.viewerProfileId, viewer.id), eq(contactReveals.day, '2026-03-11')));
    expect(todays).toHaveLength(1);
  });
});

describe('the pace of profile pages', () => {
  it(`lets one account open ${PROFILE_DETAILS_PER_MINUTE} profiles a minute, from any address`, async () => {
    const token = await tokenFor(ctx.handle, men[2]!);
    for (let i = 0; i < PROFILE_DETAILS_PER_MINUTE; i += 1) {
      const res = await ctx.app.inject({
        url: `/api/profiles/detail-slug/${women[i % women.length]!.slug}/?skip-update=true`,
        headers: authHeaders(token),
        remoteAddress: `10.9.0.${i + 1}`,
      });
      expect(res.statusCode).toBe(200);
    }
    const res = await ctx.app.inject({
      url: `/api/profiles/detail-slug/${women[0]!.slug}/?skip-update=true`,
      headers: authHeaders(token),
      remoteAddress: '10.9.1.1',
    });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toHaveProperty('detail');
  });
});
