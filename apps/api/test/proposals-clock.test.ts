import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { accounts, profiles } from '@rishta/db';
import { createTestApp, tokenFor, type TestContext, authHeaders } from './helpers/test-app';
import { OUTSIDE_HOURS, WITHIN_HOURS } from './helpers/contact-hours';

// The development clock lets e2e tests stand the server outside contact hours (DESIGN.md §5.3).
let ctx: TestContext;
let manToken: string;
let openWomanSlug: string;

const setClock = (now: string | null) =>
  ctx.app.inject({ method: 'PUT', url: '/api/dev/clock/', payload: { now } });
const contactShown = async () => {
  const res = await ctx.app.inject({
    url: `/api/profiles/detail-slug/${openWomanSlug}/?skip-update=true`,
    headers: authHeaders(manToken),
  });
  expect(res.statusCode, res.body).toBe(200);
  return 'contact_number' in res.json();
};

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 10 });
  manToken = await tokenFor(ctx.handle, '9000000001');
  // A listed woman who shows her contact to anyone in contact hours.
  const [woman] = await ctx.handle.db
    .select({ id: profiles.id, slug: profiles.slug })
    .from(profiles)
    .innerJoin(accounts, eq(accounts.id, profiles.accountId))
    .where(and(eq(profiles.gender, 'Female'), eq(profiles.approvalStatus, 'approved')))
    .limit(1);
  await ctx.handle.db.update(profiles).set({ privateContact: false }).where(eq(profiles.id, woman!.id));
  openWomanSlug = woman!.slug;
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await setClock(null);
});

describe('PUT /api/dev/clock/', () => {
  it('runs on real time until set', async () => {
    const res = await ctx.app.inject('/api/dev/clock/');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { now: string; is_set: boolean };
    expect(body.is_set).toBe(false);
    expect(Math.abs(Date.parse(body.now) - Date.now())).toBeLessThan(5_000);
  });

  it('moves the contact-hours decision and keeps ticking from the instant set', async () => {
    const outside = await setClock(OUTSIDE_HOURS.toISOString());
    expect(outside.statusCode).toBe(200);
    expect(outside.json().is_set).toBe(true);
    const drift = Date.parse(outside.json().now) - OUTSIDE_HOURS.getTime();
    expect(drift).toBeGreaterThanOrEqual(0);
    expect(drift).toBeLessThan(5_000);
    expect(await contactShown()).toBe(false);

    await setClock(WITHIN_HOURS.toISOString());
    expect(await contactShown()).toBe(true);
  });

  it('returns to real time with null', async () => {
    await setClock(OUTSIDE_HOURS.toISOString());
    const res = await setClock(null);
    expect(res.json().is_set).toBe(false);
    expect(Math.abs(Date.parse(res.json().now) - Date.now())).toBeLessThan(5_000);
  });

  it('refuses a time that is not an ISO instant, naming the field', async () => {
    for (const now of ['yesterday', '2026-03-10', 42]) {
      const res = await ctx.app.inject({ method: 'PUT', url: '/api/dev/clock/', payload: { now } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('now');
    }
    expect((await ctx.app.inject('/api/dev/clock/')).json().is_set).toBe(false);
  });

  it('does not exist in production', async () => {
    const prod = await createTestApp({
      env: { NODE_ENV: 'production', MEDIA_SECRET: 'x'.repeat(40), NOTIFIER: 'outbox', EMBEDDED_DB: 'true' },
    });
    try {
      const put = await prod.app.inject({
        method: 'PUT',
        url: '/api/dev/clock/',
        payload: { now: OUTSIDE_HOURS.toISOString() },
      });
      expect(put.statusCode).toBe(404);
      expect((await prod.app.inject('/api/dev/clock/')).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
