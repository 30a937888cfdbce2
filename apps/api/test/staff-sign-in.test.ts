import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { STAFF_RECOVERY_CODE_COUNT, STAFF_MESSAGES } from '@rishta/domain';
import { accounts, auditLog } from '@rishta/db';
import { ensureAdmin } from '@rishta/db/seed';
import { totpCodeAt } from '../src/services/staff/sign-in/totp';
import { STAFF_PASSWORD, signedInStaff } from './helpers/staff';
import { authHeaders, createTestApp, demoPair, type TestContext, type TestPerson } from './helpers/test-app';

const ADMIN = { username: 'totp-admin@rishta.example', password: 'admin-Passw0rd' };
// A fixed instant for the whole file: codes are made and checked against the app's clock.
const T0 = new Date('2026-03-10T10:00:00Z');
let ctx: TestContext;
let man: TestPerson;
let ip = 0;

const post = (url: string, payload: object, token?: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: authHeaders(token),
    remoteAddress: `10.61.0.${++ip}`,
  });
const me = (token?: string) => ctx.app.inject({ url: '/api/admin/me/', headers: authHeaders(token) });
const at = (instant: Date) => ctx.app.serverClock.set(instant);
const later = (ms: number) => new Date(T0.getTime() + ms);

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 2 });
  at(T0);
  await ensureAdmin(ctx.handle.db, ADMIN.username, ADMIN.password);
  ({ man } = await demoPair(ctx.handle));
});
afterAll(() => ctx.close());

describe('setting up the authenticator at the first sign-in', () => {
  let secret: string;
  let recoveryCodes: string[];

  it('answers a QR code and a secret, and a wrong code does not confirm it', async () => {
    const step1 = await post('/api/admin/login/', ADMIN);
    expect(step1.statusCode, step1.body).toBe(200);
    const body = step1.json();
    expect(body).toMatchObject({
      stage: 'enrol',
      secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
      otpauth_url: expect.stringMatching(/^otpauth:\/\/totp\/.*secret=/),
      qr_svg: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    });
    expect(Buffer.from(body.qr_svg.split(',')[1], 'base64').toString()).toContain('<svg');
    secret = body.secret;

    const wrongDigit = String((Number(totpCodeAt(secret, T0)) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await post('/api/admin/login/code/', { challenge: body.challenge, code: wrongDigit });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: STAFF_MESSAGES.staffCodeWrong, code: 'staffCodeWrong' });
    const [row] = await ctx.handle.db.select().from(accounts).where(eq(accounts.username, ADMIN.username));
    expect(row!.totpEnabledAt).toBeNull();
  });

  it('confirms with the right code: a 12-hour admin session and recovery codes shown once', async () => {
    // The challenge of the first step still works after a wrong code; a new sign-in replaces the secret.
    const step1 = (await post('/api/admin/login/', ADMIN)).json();
    expect(step1.secret).not.toBe(secret);
    secret = step1.secret;
    const step2 = await post('/api/admin/login/code/', {
      challenge: step1.challenge,
      code: totpCodeAt(secret, T0),
    });
    expect(step2.statusCode, step2.body).toBe(200);
    const session = step2.json();
    expect(session).toMatchObject({
      username: ADMIN.username,
      role: 'admin',
      message: STAFF_MESSAGES.staffSignedIn,
    });
    // The clock ticks on from T0 while the test runs.
    const lifetime = Date.parse(session.expires_at) - T0.getTime();
    expect(lifetime).toBeGreaterThanOrEqual(12 * 3_600_000);
    expect(lifetime).toBeLessThan(12 * 3_600_000 + 60_000);
    recoveryCodes = session.recovery_codes;
    expect(recoveryCodes).toHaveLength(STAFF_RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(STAFF_RECOVERY_CODE_COUNT);
    expect((await me(session.token)).json()).toEqual({ username: ADMIN.username, role: 'admin' });

    const audit = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.authenticator_set_up'));
    expect(audit).toHaveLength(1);
  });

  it('asks for a code from then on; the same code never signs in twice', async () => {
    at(later(60_000));
    const step1 = (await post('/api/admin/login/', ADMIN)).json();
    expect(step1).toEqual({ stage: 'code', challenge: expect.any(String) });
    const code = totpCodeAt(secret, later(60_000));
    const ok = await post('/api/admin/login/code/', { challenge: step1.challenge, code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).not.toHaveProperty('recovery_codes');

    const again = (await post('/api/admin/login/', ADMIN)).json();
    const replay = await post('/api/admin/login/code/', { challenge: again.challenge, code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('staffCodeWrong');
  });

  it('takes a recovery code once, in any letter case', async () => {
    const code = recoveryCodes[0]!;
    const step1 = (await post('/api/admin/login/', ADMIN)).json();
    const ok = await post('/api/admin/login/code/', { challenge: step1.challenge, code: code.toLowerCase() });
    expect(ok.statusCode, ok.body).toBe(200);
    const step1b = (await post('/api/admin/login/', ADMIN)).json();
    const twice = await post('/api/admin/login/code/', { challenge: step1b.challenge, code });
    expect(twice.statusCode).toBe(400);
  });

  it('lets a challenge expire after ten minutes, and a used one never works again', async () => {
    at(later(5 * 60_000));
    const step1 = (await post('/api/admin/login/', ADMIN)).json();
    at(later(16 * 60_000));
    const late = await post('/api/admin/login/code/', {
      challenge: step1.challenge,
      code: totpCodeAt(secret, later(16 * 60_000)),
    });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({
      detail: STAFF_MESSAGES.staffChallengeExpired,
      code: 'staffChallengeExpired',
    });

    const fresh = (await post('/api/admin/login/', ADMIN)).json();
    const used = await post('/api/admin/login/code/', {
      challenge: fresh.challenge,
      code: totpCodeAt(secret, later(16 * 60_000)),
    });
    expect(used.statusCode).toBe(200);
    const reuse = await post('/api/admin/login/code/', {
      challenge: fresh.challenge,
      code: totpCodeAt(secret, later(17 * 60_000)),
    });
    expect(reuse.statusCode).toBe(401);
  });
});

describe('staff sessions and tokens', () => {
  it('end after 12 hours', async () => {
    at(later(20 * 60_000));
    const staff = await signedInStaff(ctx, 'moderator');
    at(later(20 * 60_000 + 12 * 3_600_000 - 1000));
    expect((await me(staff.token)).statusCode).toBe(200);
    at(later(20 * 60_000 + 12 * 3_600_000 + 1000));
    const expired = await me(staff.token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('invalidToken');
    at(later(13 * 3_600_000));
  });

  it('are never a user, and a user token never opens a staff route', async () => {
    const staff = await signedInStaff(ctx, 'admin');
    const asUser = await ctx.app.inject({
      url: '/api/profiles/update-last-active/',
      headers: authHeaders(staff.token),
    });
    expect(asUser.statusCode).toBe(401);
    const userOnStaff = await me(man.token);
    expect(userOnStaff.statusCode).toBe(403);
    expect(userOnStaff.json()).toEqual({ detail: STAFF_MESSAGES.staffOnly, code: 'staffOnly' });
    // Staff cannot take the user login either, and users cannot take the staff one.
    const userLogin = await post('/api/profiles/login/', {
      username: staff.username,
      password: STAFF_PASSWORD,
    });
    expect(userLogin.json().code).toBe('useAdminConsole');
  });

  it('refuses a half-way challenge token as a header token', async () => {
    const step1 = (await post('/api/admin/login/', ADMIN)).json();
    const res = await me(step1.challenge);
    expect(res.statusCode).toBe(401);
  });

  it('signs out', async () => {
    const staff = await signedInStaff(ctx, 'moderator');
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/logout/',
      headers: authHeaders(staff.token),
    });
    expect(out.statusCode).toBe(204);
    expect((await me(staff.token)).statusCode).toBe(401);
  });

  it('locks the code step of an account after ten wrong codes, whatever the address', async () => {
    const staff = await signedInStaff(ctx, 'moderator');
    const wrong = String((Number(totpCodeAt(staff.secret, ctx.app.clock())) + 500_000) % 1_000_000).padStart(
      6,
      '0',
    );
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const step1 = (
        await post('/api/admin/login/', { username: staff.username, password: STAFF_PASSWORD })
      ).json();
      statuses.push(
        (await post('/api/admin/login/code/', { challenge: step1.challenge, code: wrong })).statusCode,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });
});
