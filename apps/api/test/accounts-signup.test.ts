import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, OTP_TTL_MINUTES, formatMessage } from '@rishta/domain';
import { validProfileForm } from '@rishta/domain/testing';
import { accounts, otpBlocks, otps, profiles } from '@rishta/db';
import { createTestApp, type TestContext } from './helpers/test-app';
import { viewCountOf } from '../src/services/profiles/view-count';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

// Every request comes from its own address, so the per-IP limits only bite in the test about them.
let ip = 0;
const nextIp = () => `10.20.${Math.floor(ip / 200)}.${(ip++ % 200) + 1}`;
const post = (url: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: nextIp() });

async function outboxFor(username: string) {
  const res = await ctx.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(username)}` });
  return (res.json() as { results: { to: string; channel: string; body: string }[] }).results;
}
async function latestOtp(username: string): Promise<string> {
  const [latest] = await outboxFor(username);
  const code = /\b(\d{6})\b/.exec(latest?.body ?? '')?.[1];
  if (!code) throw new Error(`no OTP for ${username}`);
  return code;
}
const sendOtp = (username: string, purpose?: string) =>
  post('/api/configs/send-otp/', purpose ? { username, purpose } : { username });

const form = (username: string) => validProfileForm({ username, email: 'ahmed.khan@example.com' });

async function signUp(username: string, extra: Record<string, unknown> = {}) {
  expect((await sendOtp(username)).statusCode).toBe(200);
  const otp = await latestOtp(username);
  return post('/api/profiles/create/', { ...form(username), otp, ...extra });
}

describe('send-otp', () => {
  it('sends a 6-digit code by SMS, stores only its hash, and never answers with it', async () => {
    const res = await sendOtp('9811111111', 'signup');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: MESSAGES.otpSent,
      remaining: 1,
      resend_after: 60,
      expires_in: 600,
    });
    const [sms] = await outboxFor('9811111111');
    expect(sms?.channel).toBe('sms');
    expect(sms?.body).toMatch(
      /^Your Rishta OTP is \d{6}\. It is valid for 10 minutes\. Do not share it with anyone\.$/,
    );
    const code = await latestOtp('9811111111');
    expect(res.body).not.toContain(code);
    const [row] = await ctx.handle.db.select().from(otps).where(eq(otps.username, '9811111111'));
    expect(row!.codeHash).not.toContain(code);
    // Ten minutes from its delivery (a moment after the request), so a late SMS still works.
    const minutes = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeGreaterThanOrEqual(10);
    expect(minutes).toBeLessThan(10.5);
  });

  it('sends to an e-mail username by e-mail, in lower case', async () => {
    const res = await sendOtp('Zainab.Abroad@Example.com');
    expect(res.statusCode).toBe(200);
    const [mail] = await outboxFor('zainab.abroad@example.com');
    expect(mail?.channel).toBe('email');
    expect(mail?.body).toMatch(/^\d{6} is your Rishta code\n/);
    expect(mail?.body).toContain('It works for 10 minutes.');
  });

  it('reads a number typed with +91, spaces or a leading 0 as its 10 digits (issue 11)', async () => {
    const res = await sendOtp('+91 98111 11119');
    expect(res.statusCode).toBe(200);
    expect(await outboxFor('9811111119')).toHaveLength(1);
    const created = await post('/api/profiles/create/', {
      ...form('9811111119'),
      username: '098111 11119',
      otp: await latestOtp('9811111119'),
    });
    expect(created.statusCode).toBe(201);
    const known = await post('/api/profiles/verify-user/', { username: '+91-98111-11119' });
    expect(known.json()).toMatchObject({ status: 'available' });
  });

  it("does not count sign-up's automatic login as the first login (issue 11)", async () => {
    expect((await signUp('9811111120')).statusCode).toBe(201);
    const login = (extra = {}) =>
      post('/api/profiles/login/', { username: '9811111120', password: 'secret1', ...extra });
    expect((await login({ after_signup: true })).json()).toMatchObject({ first_login: true });
    expect((await login()).json()).toMatchObject({ first_login: true });
    expect((await login()).json()).toMatchObject({ first_login: false });
  });

  it('checks the username', async () => {
    expect((await sendOtp('0123456789')).json()).toEqual({
      username: [MESSAGES.cantStartWith],
      codes: { username: ['cantStartWith'] },
    });
    expect((await sendOtp('98765')).json()).toEqual({
      username: [formatMessage.minLength(10)],
      codes: { username: ['minLength'] },
      params: { username: [{ n: 10 }] },
    });
    expect((await sendOtp('98765abcde')).json()).toEqual({
      username: [MESSAGES.invalidNumbers],
      codes: { username: ['invalidNumbers'] },
    });
    expect((await sendOtp('someone@nowhere')).json()).toEqual({
      username: [MESSAGES.invalidEmail],
      codes: { username: ['invalidEmail'] },
    });
    const empty = await post('/api/configs/send-otp/', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ username: [MESSAGES.required], codes: { username: ['required'] } });
    expect((await sendOtp('9811111112', 'hack')).statusCode).toBe(400);
  });

  it('refuses a sign-up OTP for an existing account and a reset OTP without one', async () => {
    expect((await signUp('9822222222')).statusCode).toBe(201);
    const existing = await sendOtp('9822222222', 'signup');
    expect(existing.statusCode).toBe(400);
    expect(existing.json()).toEqual({
      username: [MESSAGES.mobileAccountExists],
      codes: { username: ['mobileAccountExists'] },
    });
    expect((await sendOtp('9822222222', 'reset')).statusCode).toBe(200);

    const unknown = await sendOtp('9833333333', 'reset');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      username: [MESSAGES.noAccountFound],
      codes: { username: ['noAccountFound'] },
    });
  });

  // The app clock moves past the resend countdown and the code's life, as a user's wait would. The
  // user waits after the SMS arrived: a code delivered late lives its full minutes from its
  // arrival (deliver-notification.ts), so the clock moves only once the outbox has the message.
  const later = async (username: string, minutes: number) => {
    await outboxFor(username);
    ctx.app.serverClock.set(new Date(ctx.app.clock().getTime() + minutes * 60_000));
  };

  it('answers the third OTP within 24 hours with the limit message and blocks the number for a day', async () => {
    const username = '9844444444';
    try {
      const first = await sendOtp(username);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ message: MESSAGES.otpSent, remaining: 1, resend_after: 60 });
      await later(username, OTP_TTL_MINUTES + 1);
      const second = await sendOtp(username);
      expect(second.json()).toMatchObject({ remaining: 0 });
      await later(username, OTP_TTL_MINUTES + 1);
      const third = await sendOtp(username);
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({
        detail: MESSAGES.otpLimitReached,
        code: 'otpLimitReached',
        remaining: 0,
      });
      const [block] = await ctx.handle.db.select().from(otpBlocks).where(eq(otpBlocks.username, username));
      const hours = (block!.blockedUntil.getTime() - ctx.app.clock().getTime()) / 3_600_000;
      expect(hours).toBeGreaterThan(23.9);
      expect(hours).toBeLessThanOrEqual(24);
      expect(block!.purpose).toBe('signup');
      expect(await outboxFor(username)).toHaveLength(2);

      // Still blocked after the day's OTPs are forgotten: the block itself holds the number back.
      await ctx.handle.db.delete(otps).where(eq(otps.username, username));
      expect((await sendOtp(username)).statusCode).toBe(429);
      expect(await outboxFor(username)).toHaveLength(2);
    } finally {
      ctx.app.serverClock.set(null);
    }
  });

  it('allows a resend after the countdown without spending the day, and both codes work', async () => {
    const username = '9844444445';
    try {
      expect((await sendOtp(username)).json()).toMatchObject({ remaining: 1 });
      const firstCode = await latestOtp(username);

      const tooSoon = await sendOtp(username);
      expect(tooSoon.statusCode).toBe(429);
      const wait = tooSoon.json() as { detail: string; resend_after: number };
      expect(wait.resend_after).toBeGreaterThan(50);
      expect(wait.detail).toBe(formatMessage.otpResendWait(wait.resend_after));
      expect(await outboxFor(username)).toHaveLength(1);

      await later(username, 1.1);
      const resent = await sendOtp(username);
      expect(resent.statusCode).toBe(200);
      // A resend of a live code is not a new generation: one more code is still left today.
      expect(resent.json()).toMatchObject({ remaining: 1, resend_after: 60 });
      expect(await outboxFor(username)).toHaveLength(2);

      // The first SMS may arrive late: its code still creates the profile.
      const created = await post('/api/profiles/create/', { ...form(username), otp: firstCode });
      expect(created.statusCode).toBe(201);
    } finally {
      ctx.app.serverClock.set(null);
    }
  });

  it('keeps separate budgets for sign-up and password reset codes', async () => {
    const username = '9844444446';
    try {
      expect((await signUp(username)).statusCode).toBe(201);
      await later(username, OTP_TTL_MINUTES + 1);
      // The day's second sign-up code is refused (the account exists); resets are counted apart.
      const reset = await sendOtp(username, 'reset');
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toMatchObject({ remaining: 1 });
      const code = await latestOtp(username);

      // A reset code never creates a profile, and a sign-up code never resets a password.
      const set = await post('/api/profiles/set-password/', { username, password: 'newsecret7', otp: code });
      expect(set.statusCode).toBe(200);
    } finally {
      ctx.app.serverClock.set(null);
    }
  });

  it('does not accept a code sent for the other purpose', async () => {
    const username = '9844444447';
    expect((await signUp(username)).statusCode).toBe(201);
    const other = '9844444448';
    expect((await sendOtp(other)).statusCode).toBe(200);
    const signupCode = await latestOtp(other);
    // `other` has no account, so the reset answers like a wrong code and the sign-up code survives.
    const refused = await post('/api/profiles/set-password/', {
      username: other,
      password: 'newsecret7',
      otp: signupCode,
    });
    expect(refused.statusCode).toBe(400);
    const resetFor = await sendOtp(username, 'reset');
    expect(resetFor.statusCode).toBe(200);
    const resetCode = await latestOtp(username);
    const created = await post('/api/profiles/create/', { ...form(other), otp: resetCode });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({ otp: [MESSAGES.otpIncorrect], codes: { otp: ['otpIncorrect'] } });
  });
});

describe('create profile', () => {
  it('creates a pending, inactive, unverified profile with its account and ignores protected fields', async () => {
    const res = await signUp('9855555555', {
      approval_status: 'approved',
      is_active: true,
      verification_status: 'Verified',
      is_superuser: true,
      staff_role: 'admin',
      view_count: 999,
      country: 'Pakistan',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json() as { id: number; slug: string; profile_code: string };
    expect(body.profile_code).toBe(`RM${100000 + body.id}`);
    expect(body.slug).toBe(`ahmed-khan-rm${100000 + body.id}`);

    const [row] = await ctx.handle.db
      .select()
      .from(profiles)
      .innerJoin(accounts, eq(accounts.id, profiles.accountId))
      .where(eq(profiles.id, body.id));
    expect(await viewCountOf(ctx.handle.db, body.id)).toBe(0);
    expect(row!.profiles).toMatchObject({
      approvalStatus: 'pending',
      isActive: false,
      verificationStatus: 'Not Verified',
      country: 'India',
      countryCurrent: 'India',
      contactNumber: '9855555555',
      email: 'ahmed.khan@example.com',
      fullName: 'Ahmed Khan',
      cityCurrent: 'Lucknow',
      privateContact: false,
      dateOfBirth: '1995-01-01',
      noOfBrothers: 2,
      noOfMarriedBrothers: 1,
    });
    expect(row!.accounts.username).toBe('9855555555');
    expect(row!.accounts.staffRole).toBeNull();
    expect(row!.accounts.passwordHash).toMatch(/^\$argon2id\$/);
    expect(res.body).not.toContain(await latestOtp('9855555555'));

    const [otp] = await ctx.handle.db.select().from(otps).where(eq(otps.username, '9855555555'));
    expect(otp!.usedAt).not.toBeNull();

    const again = await post('/api/profiles/create/', { ...form('9855555555'), otp: '123456' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      username: [MESSAGES.mobileAccountExists],
      codes: { username: ['mobileAccountExists'] },
    });
  });

  it('answers every invalid field with the spec messages', async () => {
    const empty = await post('/api/profiles/create/', {});
    expect(empty.statusCode).toBe(400);
    const errors = empty.json() as Record<string, string[]>;
    for (const field of [
      'full_name',
      'gender',
      'fathers_name',
      'expectations',
      'username',
      'password',
      'otp',
    ]) {
      expect(errors[field]?.[0], field).toBe(MESSAGES.required);
    }

    const bad = await post('/api/profiles/create/', {
      ...form('9866666666'),
      full_name: 'Ali',
      fathers_name: 'Abc',
      weight: 300,
      no_of_married_brothers: 3,
      martial_status: 'Divorced',
      education: 'Post Graduate',
      degree: '',
      expectations: 'Too short',
      contact_number: '98-765',
      email: 'not-an-email',
      confirm_password: 'secret2',
      otp: '12ab',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      full_name: [formatMessage.minLength(5)],
      fathers_name: [formatMessage.minLength(5)],
      weight: [formatMessage.maxValue(200)],
      no_of_married_brothers: [formatMessage.maxValue(2)],
      detail_for_this_status: [MESSAGES.required],
      duration_after_khula_or_divorce: [MESSAGES.required],
      no_of_children: [MESSAGES.required],
      degree: [MESSAGES.required],
      expectations: [formatMessage.minLength(25)],
      contact_number: [MESSAGES.invalidNumbers],
      email: [MESSAGES.emailMustBeValid],
      confirm_password: [MESSAGES.doesNotMatch],
      otp: [MESSAGES.otpIncorrect],
    });
    expect(await ctx.handle.db.select().from(accounts).where(eq(accounts.username, '9866666666'))).toEqual(
      [],
    );
  });

  it('refuses a very common password and keeps the OTP for the next try', async () => {
    const username = '9800000044';
    expect((await post('/api/configs/send-otp/', { username })).statusCode).toBe(200);
    const otp = await latestOtp(username);
    const common = await post('/api/profiles/create/', {
      ...form(username),
      password: 'Bismillah786',
      confirm_password: 'Bismillah786',
      otp,
    });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({
      password: [MESSAGES.passwordTooCommon],
      codes: { password: ['passwordTooCommon'] },
    });
    // The username itself, typed as people write numbers, and one repeated character (issue 10).
    const itself = await post('/api/profiles/create/', {
      ...form(username),
      password: `+91 ${username}`,
      confirm_password: `+91 ${username}`,
      otp,
    });
    expect(itself.json()).toEqual({
      password: [MESSAGES.passwordIsUsername],
      codes: { password: ['passwordIsUsername'] },
    });
    const repeated = await post('/api/profiles/create/', {
      ...form(username),
      password: 'zzzzzzzz',
      confirm_password: 'zzzzzzzz',
      otp,
    });
    expect(repeated.json()).toEqual({
      password: [MESSAGES.passwordOneCharacter],
      codes: { password: ['passwordOneCharacter'] },
    });
    expect(await ctx.handle.db.select().from(accounts).where(eq(accounts.username, username))).toEqual([]);

    const created = await post('/api/profiles/create/', { ...form(username), otp });
    expect(created.statusCode, created.body).toBe(201);
  });

  it('refuses values outside the reference lists', async () => {
    const res = await signUp('9866666667', { state: 'Atlantis', city_current: 'Gotham', maslak: 'Made up' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      state: [MESSAGES.invalidChoice],
      city_current: [MESSAGES.invalidChoice],
      maslak: [MESSAGES.invalidChoice],
      codes: { state: ['invalidChoice'], city_current: ['invalidChoice'], maslak: ['invalidChoice'] },
    });
    const nowhere = await signUp('9866666668', { country_current: 'Narnia' });
    expect(nowhere.json()).toEqual({
      country_current: [MESSAGES.invalidChoice],
      codes: { country_current: ['invalidChoice'] },
    });
  });

  it('refuses a wrong or expired OTP, and a failed sign-up leaves the code usable', async () => {
    const username = '9877777777';
    expect((await sendOtp(username)).statusCode).toBe(200);
    const code = await latestOtp(username);
    const wrong = await post('/api/profiles/create/', {
      ...form(username),
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ otp: [MESSAGES.otpIncorrect], codes: { otp: ['otpIncorrect'] } });
    // A code sent to another number does not work for this one.
    expect((await sendOtp('9877777778')).statusCode).toBe(200);
    const others = await latestOtp('9877777778');
    if (others !== code) {
      const foreign = await post('/api/profiles/create/', { ...form(username), otp: others });
      expect(foreign.json()).toEqual({ otp: [MESSAGES.otpIncorrect], codes: { otp: ['otpIncorrect'] } });
    }
    expect(await ctx.handle.db.select().from(accounts).where(eq(accounts.username, username))).toEqual([]);

    await ctx.handle.db
      .update(otps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otps.username, username));
    const expired = await post('/api/profiles/create/', { ...form(username), otp: code });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ otp: [MESSAGES.otpIncorrect], codes: { otp: ['otpIncorrect'] } });
  });

  it('refuses blocked words, naming the word, before using the OTP', async () => {
    const username = '9888888888';
    const res = await signUp(username, {
      extra_information: 'Please pay the Registration Fee to my uncle first.',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: formatMessage.profileBlockedWord('registration fee'),
      code: 'profileBlockedWord',
      params: { word: 'registration fee' },
    });
    const [otp] = await ctx.handle.db.select().from(otps).where(eq(otps.username, username));
    expect(otp!.usedAt).toBeNull();
    expect(await ctx.handle.db.select().from(profiles).where(eq(profiles.contactNumber, username))).toEqual(
      [],
    );
  });

  it('signs up a user abroad by e-mail with a private contact for a woman', async () => {
    const res = await signUp('fatima@example.org', {
      full_name: 'Fatima Begum',
      gender: 'Female',
      contact_number: '447700900123',
      whatsapp_number: '447700900123',
      whatsapp_country_code: '+44',
      email: 'fatima@example.org',
      // Living abroad: the current place is typed, since our state and city lists cover India.
      country_current: 'United Kingdom',
      state_current: 'England',
      city_current: 'Leicester',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.handle.db.select().from(profiles).where(eq(profiles.id, res.json().id));
    expect(row!.privateContact).toBe(true);
    expect(row).toMatchObject({
      country: 'India',
      countryCurrent: 'United Kingdom',
      cityCurrent: 'Leicester',
    });
    expect(row!.slug).toMatch(/^fatima-begum-rm\d+$/);
    const existing = await sendOtp('FATIMA@example.org');
    expect(existing.json()).toEqual({
      username: [MESSAGES.emailAccountExists],
      codes: { username: ['emailAccountExists'] },
    });
  });
});

describe('verify-user and get-email', () => {
  beforeAll(async () => {
    expect((await signUp('9899999999')).statusCode).toBe(201);
    expect((await signUp('9899999990', { email: '' })).statusCode).toBe(201);
    await ctx.handle.db
      .update(accounts)
      .set({ isBlocked: true, blockReason: 'Fake profile' })
      .where(eq(accounts.username, '9899999990'));
  });

  it('tells available, blocked (with the reason) and unknown users apart', async () => {
    expect((await post('/api/profiles/verify-user/', { username: '9899999999' })).json()).toEqual({
      status: 'available',
      message: '',
    });
    expect((await post('/api/profiles/verify-user', { username: '9899999990' })).json()).toEqual({
      status: 'blocked',
      message: 'Fake profile',
    });
    expect((await post('/api/profiles/verify-user/', { username: '9123456789' })).json()).toEqual({
      status: 'other',
      message: MESSAGES.noAccountFound,
    });
    const bad = await post('/api/profiles/verify-user/', { username: '12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('username');
  });

  it('answers a masked e-mail, or an empty one', async () => {
    expect((await post('/api/profiles/get-email/', { username: '9899999999' })).json()).toEqual({
      email: 'ah****@example.com',
    });
    expect((await post('/api/profiles/get-email/', { username: '9899999990' })).json()).toEqual({
      email: '',
    });
    expect((await post('/api/profiles/get-email/', { username: '9123456789' })).json()).toEqual({
      email: '',
    });
    expect((await post('/api/profiles/get-email/', {})).statusCode).toBe(400);
  });

  it("answers a user abroad's login, where their codes go, whatever their profile's e-mail says", async () => {
    const abroad = 'nadia.abroad@example.org';
    const created = await signUp(abroad, {
      contact_number: '971501234567',
      whatsapp_number: '971501234567',
      email: '',
    });
    expect(created.statusCode).toBe(201);
    // The forgot-password page asks with the login as typed.
    expect((await post('/api/profiles/get-email/', { username: 'Nadia.Abroad@example.org' })).json()).toEqual(
      {
        email: 'na****@example.org',
      },
    );
    await ctx.handle.db
      .update(profiles)
      .set({ email: 'someone.else@example.com' })
      .where(eq(profiles.id, created.json().id));
    expect((await post('/api/profiles/get-email/', { username: abroad })).json()).toEqual({
      email: 'na****@example.org',
    });
  });
});
