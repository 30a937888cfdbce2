import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  MESSAGES,
  STAFF_RECOVERY_CODE_COUNT,
  type StaffList,
  type StaffMember,
  STAFF_MESSAGES,
} from '@rishta/domain';
import { staffRecoveryCodes } from '@rishta/db';
import { totpCodeAt } from '../src/services/staff/sign-in/totp';
import { signedInStaff, staffSignIn, type TestStaff } from './helpers/staff';
import { authHeaders, createTestApp, demoPair, type TestContext, type TestPerson } from './helpers/test-app';

// Codes are made and checked at the app's clock; each sign-in moves it on a minute, so no
// 30-second code is used twice.
const T0 = new Date('2026-04-02T09:00:00Z');
let minutes = 0;
const tick = () => ctx.app.serverClock.set(new Date(T0.getTime() + ++minutes * 60_000));

const NEW = { username: 'Rukhsana.Mod', password: 'kitaab-Ghar-2026', role: 'moderator' } as const;

let ctx: TestContext;
let admin: TestStaff;
let moderator: TestStaff;
let man: TestPerson;
let ip = 0;

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: authHeaders(token),
    remoteAddress: `10.62.0.${++ip % 250}`,
    ...(payload ? { payload } : {}),
  });
const staffList = async () =>
  ((await call('GET', '/api/admin/staff/', admin.token)).json() as StaffList).results;
const me = (token: string) => call('GET', '/api/admin/me/', token);

/** The first sign-in of an account without an authenticator: scan the secret, type its code. */
async function enrol(username: string, password: string) {
  tick();
  const step1 = await call('POST', '/api/admin/login/', undefined, { username, password });
  expect(step1.statusCode, step1.body).toBe(200);
  expect(step1.json().stage).toBe('enrol');
  const { challenge, secret } = step1.json() as { challenge: string; secret: string };
  const step2 = await call('POST', '/api/admin/login/code/', undefined, {
    challenge,
    code: totpCodeAt(secret, ctx.app.clock()),
  });
  expect(step2.statusCode, step2.body).toBe(200);
  return { secret, ...(step2.json() as { token: string; role: string; recovery_codes: string[] }) };
}

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 2 });
  ctx.app.serverClock.set(T0);
  admin = await signedInStaff(ctx, 'admin');
  moderator = await signedInStaff(ctx, 'moderator');
  ({ man } = await demoPair(ctx.handle));
});
afterAll(() => ctx.close());

describe('managing staff accounts (issue 13)', () => {
  let created: StaffMember;
  let secret: string;
  let token: string;

  it('lists the team with role, last sign-in and whether the authenticator is set up', async () => {
    const results = await staffList();
    expect(results).toEqual([
      {
        account_id: admin.accountId,
        username: admin.username,
        role: 'admin',
        created_on: expect.any(String),
        last_login_at: expect.stringMatching(/^2026-04-02T09:00:/),
        authenticator_set_up: true,
        disabled: false,
      },
      expect.objectContaining({ account_id: moderator.accountId, role: 'moderator', disabled: false }),
    ]);
  });

  it('is for admins only', async () => {
    expect((await call('GET', '/api/admin/staff/', moderator.token)).json()).toMatchObject({
      detail: STAFF_MESSAGES.adminOnly,
    });
  });

  it('checks the password and the username', async () => {
    const weak = await call('POST', '/api/admin/staff/', admin.token, { ...NEW, password: 'abc12345' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toHaveProperty('password');
    const common = await call('POST', '/api/admin/staff/', admin.token, { ...NEW, password: 'password123' });
    expect(common.json()).toMatchObject({ password: [MESSAGES.passwordTooCommon] });
    const spaced = await call('POST', '/api/admin/staff/', admin.token, { ...NEW, username: 'Rukhsana Mod' });
    expect(spaced.json()).toMatchObject({ username: [STAFF_MESSAGES.staffUsernameInvalid] });
    const role = await call('POST', '/api/admin/staff/', admin.token, { ...NEW, role: 'owner' });
    expect(role.json()).toMatchObject({ role: [MESSAGES.invalidChoice] });
  });

  it('refuses a username any account already has, in any letter case', async () => {
    for (const username of [man.username, admin.username.toUpperCase()]) {
      const res = await call('POST', '/api/admin/staff/', admin.token, { ...NEW, username });
      expect(res.statusCode, username).toBe(409);
      expect(res.json()).toEqual({ detail: STAFF_MESSAGES.staffUsernameTaken, code: 'staffUsernameTaken' });
    }
  });

  it('creates a moderator, who sets up an authenticator at the first sign-in', async () => {
    tick();
    const res = await call('POST', '/api/admin/staff/', admin.token, NEW);
    expect(res.statusCode, res.body).toBe(201);
    created = res.json();
    expect(created).toEqual({
      account_id: expect.any(Number),
      username: NEW.username,
      role: 'moderator',
      created_on: expect.stringMatching(/^2026-04-02T09:01:/),
      last_login_at: null,
      authenticator_set_up: false,
      disabled: false,
      message: STAFF_MESSAGES.staffCreated,
    });
    const again = await call('POST', '/api/admin/staff/', admin.token, { ...NEW, username: 'rukhsana.mod' });
    expect(again.statusCode).toBe(409);

    // Staff names are typed in any letter case at sign-in.
    ({ secret, token } = await enrol('rukhsana.MOD', NEW.password));
    expect((await me(token)).json()).toEqual({ username: NEW.username, role: 'moderator' });
    expect((await call('GET', '/api/admin/dashboard/', token)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/staff/', token)).statusCode).toBe(403);
    expect((await staffList()).find((s) => s.account_id === created.account_id)).toMatchObject({
      authenticator_set_up: true,
      last_login_at: expect.any(String),
    });
  });

  it('disables a member: their sessions end and sign-in is refused', async () => {
    const res = await call('POST', `/api/admin/staff/${created.account_id}/disable/`, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ disabled: true, message: STAFF_MESSAGES.staffDisabled });
    expect((await me(token)).statusCode).toBe(401);
    tick();
    const login = await call('POST', '/api/admin/login/', undefined, {
      username: NEW.username,
      password: NEW.password,
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({ detail: MESSAGES.invalidCredentials });
    // Asking again changes nothing.
    const again = await call('POST', `/api/admin/staff/${created.account_id}/disable/`, admin.token);
    expect(again.json()).toMatchObject({ disabled: true });
  });

  it('enables them again', async () => {
    const res = await call('POST', `/api/admin/staff/${created.account_id}/enable/`, admin.token);
    expect(res.json()).toMatchObject({ disabled: false, message: STAFF_MESSAGES.staffEnabled });
    tick();
    token = await staffSignIn(ctx, NEW.username, NEW.password, secret);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('does not let an admin disable themselves, nor touch user accounts here', async () => {
    const self = await call('POST', `/api/admin/staff/${admin.accountId}/disable/`, admin.token);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({
      detail: STAFF_MESSAGES.staffCannotDisableSelf,
      code: 'staffCannotDisableSelf',
    });
    expect((await me(admin.token)).statusCode).toBe(200);
    for (const action of ['disable', 'enable', 'reset-authenticator']) {
      const res = await call('POST', `/api/admin/staff/${man.profile.accountId}/${action}/`, admin.token);
      expect(res.statusCode, action).toBe(404);
    }
  });

  it('resets a lost authenticator: signed out, and the next sign-in sets it up again', async () => {
    const codes = () =>
      ctx.handle.db
        .select()
        .from(staffRecoveryCodes)
        .where(eq(staffRecoveryCodes.accountId, created.account_id));
    expect(await codes()).toHaveLength(STAFF_RECOVERY_CODE_COUNT);
    const res = await call(
      'POST',
      `/api/admin/staff/${created.account_id}/reset-authenticator/`,
      admin.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      authenticator_set_up: false,
      message: STAFF_MESSAGES.staffAuthenticatorReset,
    });
    expect((await me(token)).statusCode).toBe(401);
    expect(await codes()).toEqual([]);

    const fresh = await enrol(NEW.username, NEW.password);
    expect(fresh.secret).not.toBe(secret);
    expect(fresh.recovery_codes).toHaveLength(STAFF_RECOVERY_CODE_COUNT);
    expect((await me(fresh.token)).statusCode).toBe(200);
  });

  it('wrote an audit row for each action, by the admin, about the member', async () => {
    const res = await call('GET', `/api/admin/audit/?account_id=${created.account_id}`, admin.token);
    const rows = (res.json() as { results: Record<string, unknown>[] }).results;
    const byAdmin = rows.filter((r) => r.actor === admin.username);
    expect(byAdmin.map((r) => [r.action, r.before, r.after])).toEqual([
      ['staff.authenticator_reset', { authenticator_set_up: true }, { authenticator_set_up: false }],
      ['staff.enable', { disabled: true }, { disabled: false }],
      ['staff.disable', { disabled: false }, { disabled: true }],
      ['staff.create', null, { username: NEW.username, role: 'moderator' }],
    ]);
    expect(byAdmin.every((r) => r.subject === `account:${created.account_id}`)).toBe(true);
    // The member's own first sign-ins are in the trail too.
    expect(rows.filter((r) => r.actor === NEW.username).map((r) => r.action)).toEqual([
      'staff.authenticator_set_up',
      'staff.authenticator_set_up',
    ]);
  });
});
