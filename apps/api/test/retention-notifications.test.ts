// Issue 28: codes do not linger. With the app clock moved forward, the payload purge erases
// exactly the params it should (delivered, failed past their expiry), marks what waited past its
// expiry as failed, deletes status rows after 30 days and the development outbox after an hour,
// and leaves everything else. Its runs show on the dashboard's job list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications, outbox } from '@rishta/db';
import { createTestApp, type TestContext } from './helpers/test-app';
import { signedInStaff } from './helpers/staff';
import { purgeNotificationPayloads } from '../src/services/notifications/purge-notification-payloads';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const MINUTE = 60_000;
const DAY = 86_400_000;

/** A message row as the queue writes it (test builder): an OTP to a number made from `label`. */
async function message(label: string, fields: Partial<typeof notifications.$inferInsert>) {
  const [row] = await ctx.handle.db
    .insert(notifications)
    .values({
      kind: 'otp',
      channel: 'sms',
      recipient: `98${label.padStart(8, '0')}`,
      params: { code: '123456', minutes: 10 },
      ...fields,
    })
    .returning({ id: notifications.id });
  return row!.id;
}
const rowOf = async (id: number) =>
  (await ctx.handle.db.select().from(notifications).where(eq(notifications.id, id)))[0];

describe('purge-notification-payloads', () => {
  it('erases, fails and deletes exactly what it should, once', async () => {
    // Two days from now by the app clock: every row is written relative to that instant.
    const now = new Date(Date.now() + 2 * DAY);
    ctx.app.serverClock.set(now);
    const at = (ms: number) => new Date(now.getTime() + ms);

    const waiting = await message('1', {
      status: 'pending',
      createdAt: at(-MINUTE),
      eraseAfter: at(19 * MINUTE),
    });
    const tooLate = await message('2', {
      status: 'pending',
      createdAt: at(-25 * MINUTE),
      eraseAfter: at(-MINUTE),
    });
    const failedStillValid = await message('3', {
      status: 'failed',
      createdAt: at(-5 * MINUTE),
      eraseAfter: at(15 * MINUTE),
    });
    const failedExpired = await message('4', {
      status: 'failed',
      createdAt: at(-30 * MINUTE),
      eraseAfter: at(-MINUTE),
    });
    const sent = await message('5', {
      status: 'sent',
      params: null,
      erasedAt: at(-MINUTE),
      createdAt: at(-MINUTE),
    });
    const month = await message('6', { status: 'sent', params: null, createdAt: at(-31 * DAY) });
    const weeks = await message('7', { status: 'sent', params: null, createdAt: at(-29 * DAY) });
    const [oldMail, newMail] = await ctx.handle.db
      .insert(outbox)
      .values([
        {
          recipient: '9800000008',
          channel: 'sms',
          body: 'Your Rishta OTP is 111111.',
          createdAt: at(-2 * 60 * MINUTE),
        },
        {
          recipient: '9800000009',
          channel: 'sms',
          body: 'Your Rishta OTP is 222222.',
          createdAt: at(-10 * MINUTE),
        },
      ])
      .returning({ id: outbox.id });

    const result = await ctx.app.jobs.runNow(purgeNotificationPayloads);
    expect(result).toEqual({ gaveUp: 1, erased: 2, deleted: 1, devOutboxDeleted: 1 });

    expect(await rowOf(waiting)).toMatchObject({
      status: 'pending',
      params: { code: '123456', minutes: 10 },
    });
    expect(await rowOf(tooLate)).toMatchObject({
      status: 'failed',
      params: null,
      lastError: 'not sent before it expired',
    });
    expect(await rowOf(failedStillValid)).toMatchObject({
      status: 'failed',
      params: { code: '123456', minutes: 10 },
    });
    expect(await rowOf(failedExpired)).toMatchObject({ status: 'failed', params: null });
    expect((await rowOf(failedExpired))!.erasedAt!.getTime()).toBeGreaterThanOrEqual(now.getTime());
    expect(await rowOf(sent)).toMatchObject({ status: 'sent', params: null });
    expect(await rowOf(month)).toBeUndefined();
    expect(await rowOf(weeks)).toBeDefined();
    const left = (await ctx.handle.db.select({ id: outbox.id }).from(outbox)).map((r) => r.id);
    expect(left).toContain(newMail!.id);
    expect(left).not.toContain(oldMail!.id);

    // Idempotent: a second tick finds nothing more to do.
    expect(await ctx.app.jobs.runNow(purgeNotificationPayloads)).toEqual({
      gaveUp: 0,
      erased: 0,
      deleted: 0,
      devOutboxDeleted: 0,
    });
    expect(await rowOf(failedStillValid)).toMatchObject({ params: { code: '123456', minutes: 10 } });

    // The dashboard's job list: last run, its result and the next tick, by the app clock.
    const staff = await signedInStaff(ctx, 'moderator');
    const jobs = await ctx.app.inject({
      url: '/api/admin/jobs/',
      headers: { authorization: `Token ${staff.token}` },
    });
    expect(jobs.statusCode).toBe(200);
    const purge = (jobs.json() as { results: Record<string, unknown>[] }).results.find(
      (j) => j.name === 'purge-notification-payloads',
    );
    expect(purge).toMatchObject({
      every_minutes: 5,
      last_result: { gaveUp: 0, erased: 0, deleted: 0, devOutboxDeleted: 0 },
      last_error: null,
    });
    expect(new Date(purge!.last_finished as string).getTime()).toBeGreaterThanOrEqual(now.getTime());
    const next = new Date(purge!.next_run as string).getTime();
    expect(next).toBeGreaterThan(ctx.app.clock().getTime());
    expect(next).toBeLessThanOrEqual(ctx.app.clock().getTime() + 5 * MINUTE);
    expect(next % (5 * MINUTE)).toBe(0);
    ctx.app.serverClock.set(null);
  });
});
