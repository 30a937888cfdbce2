// Issue 30: the interface language is stored on the account. It follows the user to another device
// (login answers it) and writes the account's notifications; only the account's own session sets it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, notInArray } from 'drizzle-orm';
import { MESSAGES } from '@rishta/domain';
import { validProfileForm } from '@rishta/domain/testing';
import { accounts, notifications, profiles } from '@rishta/db';
import { DEMO_PASSWORD } from '@rishta/db/seed';
import { authHeaders, createTestApp, tokenFor, type TestContext } from './helpers/test-app';
import { signedInStaff } from './helpers/staff';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ profiles: 4, env: { AUTO_APPROVE: 'true' } });
});
afterAll(() => ctx.close());

// Every request comes from its own address, so the per-IP limits never bite here.
let ip = 0;
const nextIp = () => `10.31.${Math.floor(ip / 200)}.${(ip++ % 200) + 1}`;
const post = (url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress: nextIp() });
const putLanguage = (payload: object, token?: string | null) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/profiles/language/',
    payload,
    remoteAddress: nextIp(),
    headers: authHeaders(token),
  });
const login = (username: string, password = DEMO_PASSWORD) =>
  post('/api/profiles/login/', { username, password });

/** The language stored on the account `username`; undefined when there is no such account. */
async function storedLanguage(username: string) {
  const [row] = await ctx.handle.db
    .select({ language: accounts.language })
    .from(accounts)
    .where(eq(accounts.username, username));
  return row?.language;
}

/** The newest message queued for `username`. */
async function newestMessage(username: string) {
  const [row] = await ctx.handle.db
    .select()
    .from(notifications)
    .where(eq(notifications.recipient, username))
    .orderBy(desc(notifications.id))
    .limit(1);
  return row!;
}

async function latestOtp(username: string): Promise<string> {
  const res = await ctx.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(username)}` });
  const [latest] = (res.json() as { results: { body: string }[] }).results;
  return /\b(\d{6})\b/.exec(latest!.body)![1]!;
}

const GROOM = '9000000001';
const BRIDE = '9000000002';

/** Two more seeded accounts with profiles, besides the demo pair. */
async function twoOthers(): Promise<[string, string]> {
  const rows = await ctx.handle.db
    .select({ username: accounts.username })
    .from(accounts)
    .innerJoin(profiles, eq(profiles.accountId, accounts.id))
    .where(notInArray(accounts.username, [GROOM, BRIDE]))
    .orderBy(accounts.id)
    .limit(2);
  return [rows[0]!.username, rows[1]!.username];
}

describe('the account language', () => {
  it("is unset until chosen (the app then keeps the device's), and login answers it", async () => {
    expect(await storedLanguage(GROOM)).toBeNull();
    const res = await login(GROOM);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ language: null });
  });

  it('set on one device comes back at login on another', async () => {
    const phone = await tokenFor(ctx.handle, GROOM);
    const res = await putLanguage({ language: 'ta' }, phone);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ language: 'ta' });
    expect(await storedLanguage(GROOM)).toBe('ta');

    // "Another device": a fresh password login, with nothing of the first one's.
    const laptop = await login(GROOM);
    expect(laptop.statusCode).toBe(200);
    expect(laptop.json()).toMatchObject({ language: 'ta' });

    // Changing it again replaces it.
    expect((await putLanguage({ language: 'ur' }, phone)).json()).toEqual({ language: 'ur' });
    expect((await login(GROOM)).json()).toMatchObject({ language: 'ur' });
  });

  it('refuses a code that is not one of the twelve, naming the field', async () => {
    const token = await tokenFor(ctx.handle, BRIDE);
    for (const language of ['xx', 'EN', 'en-IN', 7]) {
      const res = await putLanguage({ language }, token);
      expect(res.statusCode, String(language)).toBe(400);
      expect(res.json()).toEqual({
        language: [MESSAGES.invalidChoice],
        codes: { language: ['invalidChoice'] },
      });
    }
    for (const payload of [{}, { language: '' }, { language: null }]) {
      const missing = await putLanguage(payload, token);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ language: [MESSAGES.required], codes: { language: ['required'] } });
    }
    expect(await storedLanguage(BRIDE)).toBeNull();
  });

  it('needs a logged-in user: a visitor, a stale token and a staff token are refused', async () => {
    const visitor = await putLanguage({ language: 'hi' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ code: 'notAuthenticated' });

    const stale = await putLanguage({ language: 'hi' }, 'not-a-real-token');
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ code: 'invalidToken' });

    // Staff tokens are not user tokens (issue 13), so staff cannot set anyone's language here.
    const staff = await signedInStaff(ctx);
    const asStaff = await putLanguage({ language: 'hi' }, staff.token);
    expect(asStaff.statusCode).toBe(401);
    expect(await storedLanguage(staff.username)).toBeNull();
  });

  it("only ever changes the caller's own account, whatever the body names", async () => {
    const [caller, other] = await twoOthers();
    const before = await storedLanguage(other);
    const [target] = await ctx.handle.db
      .select({ accountId: accounts.id, profileId: profiles.id })
      .from(accounts)
      .innerJoin(profiles, eq(profiles.accountId, accounts.id))
      .where(eq(accounts.username, other));
    const token = await tokenFor(ctx.handle, caller);
    const res = await putLanguage(
      { language: 'bn', username: other, account_id: target!.accountId, profile_id: target!.profileId },
      token,
    );
    expect(res.statusCode).toBe(200);
    expect(await storedLanguage(caller)).toBe('bn');
    expect(await storedLanguage(other)).toBe(before);
  });
});

describe('notifications in the account language', () => {
  it("writes a reset code in the account's language, whatever the page's language", async () => {
    const token = await tokenFor(ctx.handle, BRIDE);
    expect((await putLanguage({ language: 'hi' }, token)).statusCode).toBe(200);

    const res = await post('/api/configs/send-otp/', { username: BRIDE, purpose: 'reset', language: 'ta' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await newestMessage(BRIDE)).toMatchObject({ kind: 'otp', channel: 'sms', locale: 'hi' });
  });

  it("writes a sign-up code in the request's language (there is no account yet)", async () => {
    const username = '9811313101';
    const res = await post('/api/configs/send-otp/', { username, purpose: 'signup', language: 'ur' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await newestMessage(username)).toMatchObject({ kind: 'otp', locale: 'ur' });

    const plain = '9811313102';
    expect((await post('/api/configs/send-otp/', { username: plain })).statusCode).toBe(200);
    expect(await newestMessage(plain)).toMatchObject({ locale: 'en' });
  });
});

describe('sign-up', () => {
  async function signUp(username: string, extra: object) {
    expect((await post('/api/configs/send-otp/', { username })).statusCode).toBe(200);
    const otp = await latestOtp(username);
    return post('/api/profiles/create/', { ...validProfileForm({ username }), otp, ...extra });
  }

  it('starts the account in the language the form was filled in', async () => {
    const username = '9811313103';
    const res = await signUp(username, { language: 'mr' });
    expect(res.statusCode, res.body).toBe(201);
    expect(await storedLanguage(username)).toBe('mr');
    const answer = await post('/api/profiles/login/', {
      username,
      password: validProfileForm().password,
      after_signup: true,
    });
    expect(answer.json()).toMatchObject({ language: 'mr' });
  });

  it('starts in English when the form sends no language', async () => {
    const username = '9811313104';
    expect((await signUp(username, {})).statusCode).toBe(201);
    expect(await storedLanguage(username)).toBe('en');
  });

  it('refuses an unknown language, naming the field', async () => {
    const username = '9811313105';
    const res = await signUp(username, { language: 'xx' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      language: [MESSAGES.invalidChoice],
      codes: { language: ['invalidChoice'] },
    });
    expect(await storedLanguage(username)).toBeUndefined();
  });
});
