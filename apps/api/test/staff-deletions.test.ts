import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, or } from 'drizzle-orm';
import sharp from 'sharp';
import {
  DELETION_REASONS,
  MARRIAGE_FIXED_DELETION_REASON,
  MESSAGES,
  OTHER_DELETION_REASON,
  OTHER_REPORT_REASON,
  REPORT_REASONS,
  STAFF_MESSAGES,
} from '@rishta/domain';
import { validFeedback, validProfileForm } from '@rishta/domain/testing';
import {
  accountFlags,
  accountNotices,
  auditLog,
  blocks,
  chatGroupMembers,
  chatGroupMessages,
  chatGroups,
  deletionRequests,
  directMessages,
  otpBlocks,
  photos,
  profiles,
  reports,
  verificationDocuments,
} from '@rishta/db';
import { staffRouteRoles } from '../src/routes/staff/index';
import { DELETION_CARRIED_OUT } from '../src/services/content/counters';
import { WITHIN_HOURS } from './helpers/contact-hours';
import { multipartBody, type MultipartPart } from './helpers/multipart';
import { listedPerson, type Person } from './helpers/proposals';
import { signedInStaff, type TestStaff } from './helpers/staff';
import { authHeaders, createTestApp, demoPair, type TestContext, type TestPerson } from './helpers/test-app';
import { mediaKeysOnDisk, rowsPointingAt, tablesHolding } from './helpers/traces';

// Issue 13 / DESIGN.md §5.8: carrying out a deletion request erases the person. After it no API
// answer, no file in the media store and no table may hold their name, number or e-mail.

const FIRST = 'Zephyrine';
const LAST = 'Qadirabadi';
const NAME = `${FIRST} ${LAST}`;
const MOBILE = '9871203456';
const EMAIL = 'zephyrine.q@example.org';
/** What must not be found anywhere afterwards; the name's parts catch the slug and partial names. */
const NEEDLES = [FIRST, LAST, MOBILE, EMAIL].map((n) => n.toLowerCase());

const DAY = 86_400_000;

let ctx: TestContext;
let moderator: TestStaff;
let admin: TestStaff;
let man: TestPerson;
let man2: Person;

interface Her {
  id: number;
  accountId: number;
  code: string;
  slug: string;
  token: string;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: authHeaders(token), ...(payload ? { payload } : {}) });
const ok = async (method: Method, url: string, token?: string, payload?: object, status = 200) => {
  const res = await call(method, url, token, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res;
};
const upload = async (url: string, token: string, parts: MultipartPart[], status = 200) => {
  const body = multipartBody(parts);
  const res = await ctx.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...authHeaders(token) },
  });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
  return res;
};
const image = (r: number) =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: { r, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer();
const file = async (r: number) => ({
  name: 'file',
  data: await image(r),
  filename: 'p.jpg',
  type: 'image/jpeg',
});

const queue = async () =>
  (await ok('GET', '/api/admin/deletions/', moderator.token)).json() as {
    count: number;
    oldest_since: string | null;
    overdue: number;
    results: {
      id: number;
      profile_code: string;
      full_name: string;
      reason: string;
      details: string | null;
      overdue_since: string | null;
    }[];
  };
const carryOut = (id: number, token = moderator.token) =>
  call('POST', `/api/admin/deletions/${id}/carry-out/`, token);
const partnerFound = async () =>
  ((await ok('GET', '/api/configs/count/partner-found/')).json() as { count: number }).count;
const otpFromOutbox = async (to: string) => {
  const res = await ok('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const [latest] = (res.json() as { results: { body: string }[] }).results;
  return /\b(\d{6})\b/.exec(latest?.body ?? '')![1]!;
};
const signUp = async () => {
  await ok('POST', '/api/configs/send-otp/', undefined, { username: MOBILE });
  const otp = await otpFromOutbox(MOBILE);
  const form = validProfileForm({ username: MOBILE, full_name: NAME, gender: 'Female', email: EMAIL });
  return ok('POST', '/api/profiles/create/', undefined, { ...form, otp }, 201);
};
/** A deletion request made through the owner's own call, its profile created long enough ago. */
const requestDeletion = async (profileId: number, token: string, reason: string, details?: string) => {
  await ctx.handle.db
    .update(profiles)
    .set({ createdOn: new Date(ctx.app.clock().getTime() - 30 * DAY) })
    .where(eq(profiles.id, profileId));
  await ok('PATCH', `/api/profiles/update/${profileId}/`, token, {
    reason_to_delete: reason,
    ...(details && { details }),
  });
  const [row] = await ctx.handle.db
    .select()
    .from(deletionRequests)
    .where(eq(deletionRequests.profileId, profileId));
  return row!;
};

/** The needles an answer body contains (lower case); [] when it holds none. */
const tracesIn = (body: string) => NEEDLES.filter((n) => body.toLowerCase().includes(n));

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 8 });
  // Inside India's contact hours, so a viewer is shown her number (and a reveal is recorded).
  ctx.app.serverClock.set(WITHIN_HOURS);
  moderator = await signedInStaff(ctx, 'moderator');
  admin = await signedInStaff(ctx, 'admin');
  ({ man } = await demoPair(ctx.handle));
  man2 = await listedPerson(ctx, 'Male', [man]);
});
afterAll(() => ctx.close());

describe('the deletion-requests queue (issue 13)', () => {
  it('lists requests oldest first with the count and the oldest one’s age', async () => {
    expect(await queue()).toEqual({ count: 0, oldest_since: null, overdue: 0, results: [] });
    const a = await listedPerson(ctx, 'Female', []);
    const b = await listedPerson(ctx, 'Female', [a]);
    const later = await requestDeletion(a.profile.id, a.token, DELETION_REASONS[3]);
    const earlier = await requestDeletion(b.profile.id, b.token, OTHER_DELETION_REASON, 'Moving abroad.');
    await ctx.handle.db
      .update(deletionRequests)
      .set({ createdAt: new Date('2026-03-01T10:00:00Z') })
      .where(eq(deletionRequests.id, later.id));
    await ctx.handle.db
      .update(deletionRequests)
      .set({ createdAt: new Date('2026-02-20T10:00:00Z') })
      .where(eq(deletionRequests.id, earlier.id));
    expect(await queue()).toEqual({
      count: 2,
      oldest_since: '2026-02-20T10:00:00.000Z',
      overdue: 0,
      results: [
        {
          id: earlier.id,
          profile_code: b.profile.profileCode,
          full_name: b.profile.fullName,
          reason: OTHER_DELETION_REASON,
          details: 'Moving abroad.',
          created_on: '2026-02-20T10:00:00.000Z',
          overdue_since: null,
        },
        {
          id: later.id,
          profile_code: a.profile.profileCode,
          full_name: a.profile.fullName,
          reason: DELETION_REASONS[3],
          details: null,
          created_on: '2026-03-01T10:00:00.000Z',
          overdue_since: null,
        },
      ],
    });
  });

  it('answers 404 for an unknown request', async () => {
    const res = await carryOut(987654);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ detail: STAFF_MESSAGES.deletionRequestNotFound });
  });

  it('carries out a request with another reason without moving the partner-found count', async () => {
    const before = await partnerFound();
    const [first] = (await queue()).results;
    const res = await carryOut(first!.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: STAFF_MESSAGES.deletionCarriedOut });
    expect(await partnerFound()).toBe(before);
    expect((await queue()).results.map((r) => r.id)).not.toContain(first!.id);
    const [row] = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, DELETION_CARRIED_OUT), eq(auditLog.reason, OTHER_DELETION_REASON)));
    expect(row).toMatchObject({ actorAccountId: moderator.accountId, before: null, after: null });
  });
});

describe('carrying out a deletion request erases the person (DESIGN.md §5.8)', () => {
  let her: Her;
  let requestId: number;
  let herKeys: string[];
  let reportIds: number[];
  let signedUrls: string[];
  let partnerBefore: number;

  it('builds a person who used everything the site offers', async () => {
    const created = (await signUp()).json() as { id: number; slug: string; profile_code: string };
    const [row] = await ctx.handle.db.select().from(profiles).where(eq(profiles.id, created.id));
    her = {
      id: row!.id,
      accountId: row!.accountId,
      code: created.profile_code,
      slug: created.slug,
      token: '',
    };

    // Staff actions whose audit rows carry her name in the reason.
    const reject = `/api/admin/profiles/${her.code}/reject/`;
    await ok('POST', reject, moderator.token, { reason: `${NAME}: please add a clear photo.` });
    await ok('POST', `/api/admin/profiles/${her.code}/approve/`, moderator.token);
    const block = { reason: `${NAME} shared ${MOBILE} in her profile.` };
    await ok('POST', `/api/admin/accounts/${MOBILE}/block/`, admin.token, block);
    await ok('POST', `/api/admin/accounts/${MOBILE}/unblock/`, admin.token);

    const login = await ok('POST', '/api/profiles/login/', undefined, {
      username: MOBILE,
      password: 'secret1',
    });
    her.token = (login.json() as { token: string }).token;

    // Photos and an ID document, then verified so she may report.
    signedUrls = [];
    for (const slot of [0, 1]) {
      const res = await upload(`/api/profiles/upload/${her.id}/${slot}/`, her.token, [
        await file(100 + slot),
      ]);
      signedUrls.push((res.json() as { full: string }).full);
    }
    await upload(`/api/profiles/upload/${her.id}/docs/`, her.token, [await file(30)]);
    await ok('POST', `/api/admin/profiles/${her.code}/verification/`, moderator.token, {
      status: 'Verified',
    });

    // A report she made and one about her, each with evidence.
    await upload(
      '/api/profiles/report-profile/',
      her.token,
      [
        { name: 'reason', value: REPORT_REASONS[0] },
        { name: 'user-slug', value: man.profile.slug },
        await file(200),
      ],
      201,
    );
    await ctx.handle.db
      .update(profiles)
      .set({ verificationStatus: 'Verified' })
      .where(eq(profiles.id, man.profile.id));
    await upload(
      '/api/profiles/report-profile/',
      man.token,
      [
        { name: 'reason', value: OTHER_REPORT_REASON },
        { name: 'description', value: `${NAME} asked for money; she calls from ${MOBILE}.` },
        { name: 'user-slug', value: her.slug },
        await file(220),
      ],
      201,
    );

    // Proposals, favourites and visits both ways; a contact reveal; feedback; a reset OTP.
    await ok('POST', `/api/profiles/proposal/${man.profile.profileCode}/`, her.token, undefined, 201);
    await ok('POST', `/api/profiles/proposal/${her.code}/`, man2.token, undefined, 201);
    await ok('PATCH', `/api/profiles/add-to-favourite/${man.profile.profileCode}/`, her.token);
    await ok('PATCH', `/api/profiles/add-to-favourite/${her.code}/`, man.token);
    await ok('GET', `/api/profiles/detail-slug/${man.profile.slug}/`, her.token);
    await ok('GET', `/api/profiles/detail-slug/${her.slug}/`, man2.token);
    await ok('GET', `/api/profiles/detail-slug/${her.slug}/`, man.token);
    const feedback = validFeedback({ name: NAME, gender: 'Female', mobile: MOBILE, email: EMAIL });
    await ok('POST', '/api/configs/feedback/', undefined, feedback, 201);
    await ok('POST', '/api/configs/send-otp/', undefined, { username: MOBILE, purpose: 'reset' });

    // Chat, blocks, flags, notices and an OTP hold have no API yet: the rows are written directly.
    const db = ctx.handle.db;
    const [group] = await db.insert(chatGroups).values({ groupName: 'Erasure test group' }).returning();
    await db.insert(chatGroupMembers).values([
      { groupId: group!.id, profileId: her.id },
      { groupId: group!.id, profileId: man.profile.id },
    ]);
    await db.insert(chatGroupMessages).values([
      { groupId: group!.id, senderId: her.id, senderName: NAME, text: `Salaam, I am ${FIRST}.` },
      { groupId: group!.id, senderId: man.profile.id, senderName: man.profile.fullName, text: 'Welcome!' },
    ]);
    await db.insert(directMessages).values([
      { senderId: man.profile.id, receiverId: her.id, text: `Salaam ${FIRST}` },
      { senderId: her.id, receiverId: man.profile.id, text: `Call me on ${MOBILE}` },
    ]);
    await db.insert(blocks).values({ blockerId: her.id, blockedId: man2.profile.id });
    await db
      .insert(accountFlags)
      .values({ accountId: her.accountId, reason: 'contact_limit', day: '2026-03-10' });
    await db
      .insert(accountNotices)
      .values({ accountId: her.accountId, message: `${FIRST}, please be polite.` });
    await db
      .insert(otpBlocks)
      .values({ username: MOBILE, purpose: 'signup', blockedUntil: new Date(WITHIN_HOURS.getTime() + DAY) });

    // Found by name while she is listed; hidden from the moment she asks (decision 029).
    const found = await ok('GET', `/api/profiles/list/?search=${LAST}`, man.token);
    expect(found.body).toContain(her.code);

    const request = await requestDeletion(
      her.id,
      her.token,
      MARRIAGE_FIXED_DELETION_REASON,
      `${FIRST} got married.`,
    );
    requestId = request.id;
    expect((await queue()).results).toContainEqual(
      expect.objectContaining({
        id: requestId,
        profile_code: her.code,
        full_name: NAME,
        reason: MARRIAGE_FIXED_DELETION_REASON,
        details: `${FIRST} got married.`,
      }),
    );
  });

  it('starts from a person the database, the files and the admin lists all hold', async () => {
    const db = ctx.handle.db;
    const photoRows = await db.select().from(photos).where(eq(photos.profileId, her.id));
    const docRows = await db
      .select()
      .from(verificationDocuments)
      .where(eq(verificationDocuments.profileId, her.id));
    const reportRows = await db
      .select()
      .from(reports)
      .where(or(eq(reports.reporterId, her.id), eq(reports.profileId, her.id)));
    expect([photoRows.length, docRows.length, reportRows.length]).toEqual([2, 1, 2]);
    reportIds = reportRows.map((r) => r.id);
    herKeys = [
      ...photoRows.flatMap((p) => [p.fullKey, p.thumbKey, p.blurredKey]),
      ...docRows.map((d) => d.storageKey),
      ...reportRows.map((r) => r.evidenceKey!),
    ];
    for (const key of herKeys) expect(await ctx.media.get(key), key).not.toBeNull();
    expect(await mediaKeysOnDisk(ctx.media)).toEqual(expect.arrayContaining(herKeys));

    const holding = await tablesHolding(ctx.handle, NEEDLES);
    expect(Object.keys(holding)).toEqual(
      expect.arrayContaining([
        'accounts',
        'profiles',
        'otps',
        'otp_blocks',
        'outbox',
        'notifications',
        'feedback',
        'audit_log',
        'deletion_requests',
        'reports',
        'chat_group_messages',
        'direct_messages',
        'account_notices',
      ]),
    );
    const pointing = await rowsPointingAt(ctx.handle, { profileId: her.id, accountId: her.accountId });
    expect(Object.keys(pointing.counts)).toEqual(
      expect.arrayContaining([
        'sessions.account_id',
        'photos.profile_id',
        'verification_documents.profile_id',
        'proposals.sender_id',
        'proposals.receiver_id',
        'favourites.owner_id',
        'favourites.profile_id',
        'profile_visits.visitor_id',
        'profile_visits.profile_id',
        'contact_reveals.viewer_profile_id',
        'contact_reveals.profile_id',
        'reports.reporter_id',
        'reports.profile_id',
        'chat_group_members.profile_id',
        'chat_group_messages.sender_id',
        'direct_messages.sender_id',
        'direct_messages.receiver_id',
        'blocks.blocker_id',
        'deletion_requests.profile_id',
        'account_flags.account_id',
        'account_notices.account_id',
      ]),
    );

    const staffAnswers = await everyStaffList(her, requestId);
    expect(NEEDLES.filter((n) => !staffAnswers.some((a) => a.body.toLowerCase().includes(n)))).toEqual([]);
    partnerBefore = await partnerFound();
  });

  it('erases her and answers with a message; a second call is 404', async () => {
    const res = await carryOut(requestId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: STAFF_MESSAGES.deletionCarriedOut });
    const again = await carryOut(requestId, admin.token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ detail: STAFF_MESSAGES.deletionRequestNotFound });
  });

  it('leaves no table holding her name, number or e-mail, and nothing pointing at her', async () => {
    expect(await tablesHolding(ctx.handle, NEEDLES)).toEqual({});
    const pointing = await rowsPointingAt(ctx.handle, { profileId: her.id, accountId: her.accountId });
    expect(pointing.columns).toBeGreaterThan(20);
    expect(pointing.counts).toEqual({});
  });

  it('leaves no file of hers in the media store', async () => {
    for (const key of herKeys) expect(await ctx.media.get(key), key).toBeNull();
    const onDisk = await mediaKeysOnDisk(ctx.media);
    const hers = [`photos/${her.id}/`, `documents/${her.id}/`, ...reportIds.map((id) => `reports/${id}/`)];
    expect(onDisk.filter((key) => herKeys.includes(key) || hers.some((p) => key.startsWith(p)))).toEqual([]);
    // The old signed links of her photos now lead nowhere.
    for (const url of signedUrls) expect((await call('GET', url)).statusCode).toBe(404);
  });

  it('leaves no API answer holding her name, number or e-mail', async () => {
    const answers: { what: string; status: number; body: string }[] = [];
    const look = async (what: string, method: Method, url: string, token?: string, payload?: object) => {
      const res = await call(method, url, token, payload);
      answers.push({ what, status: res.statusCode, body: res.body });
      return res;
    };
    for (const [who, token] of [
      ['visitor', undefined],
      ['man', man.token],
      ['man2', man2.token],
    ] as const) {
      await look(`${who} list`, 'GET', '/api/profiles/list/', token);
      await look(`${who} new profiles`, 'GET', '/api/profiles/new-profiles/', token);
      for (const q of [NAME, LAST, her.code]) {
        const res = await look(
          `${who} search ${q}`,
          'GET',
          `/api/profiles/list/?search=${encodeURIComponent(q)}`,
          token,
        );
        if (token) expect(res.json()).toMatchObject({ count: 0 });
      }
      const detail = await look(`${who} detail`, 'GET', `/api/profiles/detail-slug/${her.slug}/`, token);
      expect(detail.statusCode).toBe(token ? 404 : 401);
    }
    for (const [who, token] of [
      ['man', man.token],
      ['man2', man2.token],
    ] as const) {
      await look(`${who} sent`, 'GET', '/api/profiles/proposal/sent/', token);
      await look(`${who} received`, 'GET', '/api/profiles/proposal/received/', token);
      await look(`${who} favourites`, 'GET', '/api/profiles/add-to-favourite/user/', token);
      await look(`${who} visitors`, 'GET', '/api/profiles/profile-visited/user/', token);
      await look(`${who} own data`, 'GET', '/api/profiles/me/data/', token);
    }
    await look('verify-user', 'POST', '/api/profiles/verify-user/', undefined, { username: MOBILE });
    await look('get-email', 'POST', '/api/profiles/get-email/', undefined, { username: MOBILE });
    await look('outbox by number', 'GET', `/api/dev/outbox?to=${MOBILE}`);
    await look('outbox by e-mail', 'GET', `/api/dev/outbox?to=${encodeURIComponent(EMAIL)}`);
    answers.push(...(await everyStaffList(her, requestId)));

    expect(
      answers.map((a) => ({ what: a.what, traces: tracesIn(a.body) })).filter((a) => a.traces.length),
    ).toEqual([]);
    expect(answers.find((a) => a.what === 'verify-user')?.body).toContain(MESSAGES.noAccountFound);
  });

  it('moves the partner-found count by one and keeps one audit row with only the reason category', async () => {
    expect(await partnerFound()).toBe(partnerBefore + 1);
    const rows = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, DELETION_CARRIED_OUT), eq(auditLog.subject, `profile:${her.id}`)));
    // Nothing but who, what, which record, when and the reason category.
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        actorAccountId: moderator.accountId,
        action: DELETION_CARRIED_OUT,
        subject: `profile:${her.id}`,
        subjectAccountId: null,
        reason: MARRIAGE_FIXED_DELETION_REASON,
        before: null,
        after: null,
        createdAt: expect.any(Date),
      },
    ]);
    // Stamped by the app clock (set to WITHIN_HOURS, and running since).
    expect(rows[0]!.createdAt.getTime() - WITHIN_HOURS.getTime()).toBeGreaterThanOrEqual(0);
    expect(rows[0]!.createdAt.getTime() - WITHIN_HOURS.getTime()).toBeLessThan(3600_000);
    // What staff did about her earlier stays (who, what, when), without the reasons that named her.
    const earlier = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(
        or(
          eq(auditLog.subjectAccountId, her.accountId),
          inArray(auditLog.subject, [`profile:${her.id}`, `account:${her.accountId}`]),
        ),
      );
    const actions = earlier.filter((r) => r.action !== DELETION_CARRIED_OUT);
    expect(actions.map((r) => r.action)).toEqual(
      expect.arrayContaining(['reject', 'approve', 'block', 'unblock']),
    );
    for (const row of actions) expect(row).toMatchObject({ reason: null, before: null, after: null });
  });

  it('ends her sessions and frees her number for a new sign-up', async () => {
    const old = await call('GET', '/api/profiles/update-last-active/', her.token);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toMatchObject({ detail: 'Invalid token.' });
    const again = await signUp();
    expect(again.json()).toMatchObject({ profile_code: expect.not.stringMatching(her.code) });
  });
});

/**
 * Every GET route of the console as an admin sees it, asked about her in every way it might take
 * a question (path parameters her old code, number, slug and ids; a search by each needle), so an
 * admin list added later is covered the moment it exists.
 */
async function everyStaffList(her: Her, requestId: number) {
  const answers: { what: string; status: number; body: string }[] = [];
  // The console's lists take `q` (people) or `status`; `search` and the ids cover lists to come.
  const searches = ['', '?status=done', '?status=handled', `?account_id=${her.accountId}`];
  for (const needle of [NAME, LAST, MOBILE, EMAIL, her.code]) {
    for (const name of ['q', 'search']) searches.push(`?${name}=${encodeURIComponent(needle)}`);
  }
  for (const key of staffRouteRoles().keys()) {
    const [method, url] = key.split(' ') as [string, string];
    if (method !== 'GET') continue;
    const path = url
      .replace(/:profile_code/g, her.code)
      .replace(/:username/g, MOBILE)
      .replace(/:account_id/g, String(her.accountId))
      .replace(/:slug/g, her.slug)
      .replace(/:id\b/g, String(requestId))
      .replace(/:[a-z_]+/g, String(her.id));
    for (const query of searches) {
      const res = await call('GET', `${path}${query}`, admin.token);
      answers.push({ what: `${key}${query}`, status: res.statusCode, body: res.body });
    }
  }
  return answers;
}
