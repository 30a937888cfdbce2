import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { otpBlocks, otps, sessions } from '@rishta/db';
import { purgeExpiredOtps } from '../src/services/retention/purge-expired-otps';
import { totpCodeAt } from '../src/services/staff/sign-in/totp';
import { runJob } from './helpers/retention';
import { signedInStaff, STAFF_PASSWORD, type TestStaff } from './helpers/staff';
import { createTestApp, type TestContext } from './helpers/test-app';

// Issue 28, decision 046: expired one-time codes, OTP holds and staff sign-in challenges go; every
// code the daily budget still counts, every hold in force and every live challenge stays.

const T0 = new Date('2026-03-10T10:00:00Z');
const MIN = 60_000;
const HOUR = 60 * MIN;
const later = (ms: number) => new Date(T0.getTime() + ms);
const at = (instant: Date) => ctx.app.serverClock.set(instant);

const OLD = '9811100001';
const HELD = '9811100002';
const BUDGET = '9811100003';

let ctx: TestContext;
let staff: TestStaff;
let ip = 0;

const post = (url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress: `10.62.0.${++ip}` });
/**
 * Asks for a code, and waits until its message went out (the development outbox waits for it):
 * a code's ten minutes run from its delivery, which must happen at this clock, not a later one.
 */
const sendOtp = async (username: string) => {
  const res = await post('/api/configs/send-otp/', { username });
  await ctx.app.inject({ url: `/api/dev/outbox?to=${username}` });
  return res;
};
const codesOf = (username: string) =>
  ctx.handle.db
    .select({ id: otps.id, expiresAt: otps.expiresAt })
    .from(otps)
    .where(eq(otps.username, username))
    .orderBy(asc(otps.id));
const holdsOf = (username: string) =>
  ctx.handle.db.select().from(otpBlocks).where(eq(otpBlocks.username, username));
const challenges = () =>
  ctx.handle.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.kind, 'staff_challenge'));
/** Step 1 of the staff sign-in: a challenge that lives 10 minutes. */
const challenge = async () => {
  const res = await post('/api/admin/login/', { username: staff.username, password: STAFF_PASSWORD });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().challenge as string;
};

beforeAll(async () => {
  ctx = await createTestApp();
  at(T0);
  staff = await signedInStaff(ctx, 'moderator');
});
afterAll(() => ctx.close());

describe('purge-expired-otps (issue 28)', () => {
  it('removes codes a day past expiry, holds that are over and expired challenges, and nothing else', async () => {
    // T0: one code for OLD; HELD spends its two codes of the day, then is held for 24 hours.
    expect((await sendOtp(OLD)).statusCode).toBe(200);
    expect((await sendOtp(HELD)).statusCode).toBe(200);
    at(later(11 * MIN));
    expect((await sendOtp(HELD)).statusCode).toBe(200);
    at(later(22 * MIN));
    expect((await sendOtp(HELD)).statusCode).toBe(429);
    const expiredChallenge = await challenge();
    // 22 hours later BUDGET spends its two codes: the day's count needs them for 24 hours.
    at(later(22 * HOUR));
    expect((await sendOtp(BUDGET)).statusCode).toBe(200);
    at(later(22 * HOUR + 11 * MIN));
    expect((await sendOtp(BUDGET)).statusCode).toBe(200);
    const budgetCodes = await codesOf(BUDGET);
    expect(budgetCodes).toHaveLength(2);

    // 24 h 30 min after T0: OLD's and HELD's codes expired more than a day ago, HELD's hold is over.
    at(later(24 * HOUR + 30 * MIN));
    const liveChallenge = await challenge();
    expect(await challenges()).toHaveLength(2);

    expect(await runJob(ctx, purgeExpiredOtps)).toEqual({ otps: 3, otp_blocks: 1, challenges: 1 });
    expect(await codesOf(OLD)).toEqual([]);
    expect(await codesOf(HELD)).toEqual([]);
    expect(await holdsOf(HELD)).toEqual([]);
    expect(await codesOf(BUDGET)).toEqual(budgetCodes);
    expect(await challenges()).toHaveLength(1);

    // The expired challenge is gone for good; the live one still signs in.
    const expired = await post('/api/admin/login/code/', { challenge: expiredChallenge, code: '000000' });
    expect(expired.statusCode).toBe(401);
    const signedIn = await post('/api/admin/login/code/', {
      challenge: liveChallenge,
      code: totpCodeAt(staff.secret, ctx.app.clock()),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);

    // The day's budget still holds for BUDGET: its two codes were kept, so a third is refused.
    const third = await sendOtp(BUDGET);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'otpLimitReached' });
    // And HELD, whose hold is over and whose codes are a day old, may ask again.
    expect((await sendOtp(HELD)).statusCode).toBe(200);
  });

  it('removes nothing more when run again', async () => {
    const before = {
      budget: await codesOf(BUDGET),
      held: await codesOf(HELD),
      holds: await holdsOf(BUDGET),
      challenges: await challenges(),
    };
    expect(before.holds).toHaveLength(1);
    expect(await runJob(ctx, purgeExpiredOtps)).toEqual({ otps: 0, otp_blocks: 0, challenges: 0 });
    expect({
      budget: await codesOf(BUDGET),
      held: await codesOf(HELD),
      holds: await holdsOf(BUDGET),
      challenges: await challenges(),
    }).toEqual(before);
  });

  it('takes a code once it expired a day ago, and not a minute sooner', async () => {
    // They were made 11 minutes apart, and each expired 10 minutes after it was sent.
    const [, second] = await codesOf(BUDGET);
    const secondExpired = second!.expiresAt.getTime();
    at(new Date(secondExpired + 24 * HOUR - MIN));
    expect((await runJob(ctx, purgeExpiredOtps)).otps).toBe(1);
    expect((await codesOf(BUDGET)).map((c) => c.id)).toEqual([second!.id]);
    at(new Date(secondExpired + 24 * HOUR + MIN));
    expect((await runJob(ctx, purgeExpiredOtps)).otps).toBe(1);
    expect(await codesOf(BUDGET)).toEqual([]);
  });
});
