import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, formatMessage, PEOPLE_QUERY_MIN } from '@rishta/domain';
import { accountNotices, accounts, deletionRequests, profiles, proposals, reports } from '@rishta/db';
import { moderationScene } from './helpers/moderation-scene';
import type { TestStaff } from './helpers/staff';
import { authHeaders, type TestContext, type TestPerson } from './helpers/test-app';

let ctx: TestContext;
let moderator: TestStaff;
let man: TestPerson;
let woman: TestPerson;
let third: TestPerson;

const get = (url: string, token = moderator.token) => ctx.app.inject({ url, headers: authHeaders(token) });
const search = async (q: string) => {
  const res = await get(`/api/admin/people/?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { results: { account_id: number; profile_code: string }[] }).results;
};
const found = async (q: string) => (await search(q)).map((r) => r.account_id);
const setProfile = (who: TestPerson, values: Partial<typeof profiles.$inferInsert>) =>
  ctx.handle.db.update(profiles).set(values).where(eq(profiles.id, who.profile.id));

beforeAll(async () => {
  let others: TestPerson[];
  ({ ctx, moderator, man, woman, others } = await moderationScene(3));
  third = others[0]!; // the seed's one random profile
  // Known names, numbers and addresses; the demo's own are random.
  await setProfile(man, {
    fullName: 'Imran Qureshi',
    contactNumber: '9000000001',
    whatsappNumber: '9000000001',
    email: null,
  });
  await setProfile(woman, {
    fullName: 'Ayesha Siddiqui',
    contactNumber: '9812345678',
    whatsappNumber: '9812345678',
    email: 'Ayesha.Siddiqui@Example.com',
  });
  await setProfile(third, {
    fullName: 'Mohammed Abdul Rahman Qureshi',
    contactNumber: '7700900123',
    whatsappCountryCode: '+44',
    whatsappNumber: '7700900123',
    email: null,
  });
  // Someone abroad signs in with their e-mail.
  await ctx.handle.db
    .update(accounts)
    .set({ username: 'rahman.q@example.org' })
    .where(eq(accounts.id, third.profile.accountId));
});
afterAll(() => ctx.close());

describe('finding a person (issue 13)', () => {
  it('finds by profile code in any letter case', async () => {
    const results = await search(man.profile.profileCode.toLowerCase());
    expect(results).toEqual([
      {
        account_id: man.profile.accountId,
        username: man.username,
        profile_code: man.profile.profileCode,
        full_name: 'Imran Qureshi',
        gender: 'Male',
        approval_status: man.profile.approvalStatus,
        verification_status: man.profile.verificationStatus,
        is_blocked: false,
        created_on: man.profile.createdOn.toISOString(),
      },
    ]);
  });

  it('finds by mobile number however it is spelt, the login number or the contact number', async () => {
    for (const spelling of [
      '9000000001',
      '+91 90000 00001',
      '090000-00001',
      '0091 9000000001',
      '९००००००००१',
    ]) {
      expect(await found(spelling), spelling).toEqual([man.profile.accountId]);
    }
    expect(await found('+91 98123-45678')).toEqual([woman.profile.accountId]);
    // A number abroad: its digits, with or without the country code.
    expect(await found('+44 7700 900123')).toEqual([third.profile.accountId]);
    expect(await found('7700900123')).toEqual([third.profile.accountId]);
  });

  it('finds by e-mail in any letter case, the login e-mail or the profile’s', async () => {
    expect(await found('ayesha.siddiqui@example.COM')).toEqual([woman.profile.accountId]);
    expect(await found('Rahman.Q@Example.org')).toEqual([third.profile.accountId]);
    expect(await found('nobody@example.com')).toEqual([]);
  });

  it('finds by part of the name in any letter case, closest names first', async () => {
    expect(await found('QURESHI')).toEqual([man.profile.accountId, third.profile.accountId]);
    expect(await found('imran qur')).toEqual([man.profile.accountId]);
    expect(await found('sidd')).toEqual([woman.profile.accountId]);
    // What is typed is matched literally: % and _ are no wildcards.
    expect(await found('%%%')).toEqual([]);
  });

  it('never finds a staff account', async () => {
    expect(await found(moderator.username)).toEqual([]);
  });

  it('asks for a few letters at least, naming q', async () => {
    for (const [q, message] of [
      ['', MESSAGES.required],
      ['  ', MESSAGES.required],
      ['ab', formatMessage.minLength(PEOPLE_QUERY_MIN)],
    ] as const) {
      const res = await get(`/api/admin/people/?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toMatchObject({ q: [message] });
    }
    expect((await get('/api/admin/people/')).json()).toMatchObject({ q: [MESSAGES.required] });
  });
});

describe('a person’s page (issue 13)', () => {
  const detail = async (accountId: number) => {
    const res = await get(`/api/admin/people/${accountId}/`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('shows the account, the profile, proposals, reports, notices and the audit trail', async () => {
    const db = ctx.handle.db;
    await db.insert(proposals).values([
      { slug: 'p-man-woman', senderId: man.profile.id, receiverId: woman.profile.id, status: 'Accepted' },
      { slug: 'p-third-man', senderId: third.profile.id, receiverId: man.profile.id, status: 'Sent' },
      { slug: 'p-man-third', senderId: man.profile.id, receiverId: third.profile.id, status: 'Rejected' },
    ]);
    const report = (reporter: TestPerson, about: TestPerson, reason: string, createdAt: Date) => ({
      reporterId: reporter.profile.id,
      profileId: about.profile.id,
      reason,
      evidenceKey: 'reports/x.jpg',
      createdAt,
    });
    await db.insert(reports).values([
      report(woman, man, 'Fake profile', new Date('2026-11-01T10:00:00Z')),
      {
        ...report(third, man, 'Abusive messages', new Date('2026-11-03T10:00:00Z')),
        status: 'warned' as const,
      },
      report(man, third, 'Asked for money', new Date('2026-11-02T10:00:00Z')),
    ]);
    await db.insert(accountNotices).values({
      accountId: man.profile.accountId,
      message: 'Please keep your messages polite.',
      createdAt: new Date('2026-11-03T11:00:00Z'),
    });
    await db.insert(deletionRequests).values({
      profileId: man.profile.id,
      reason: 'Marriage fixed through Rishta',
      createdAt: new Date('2026-11-04T09:00:00Z'),
    });
    const blocked = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/accounts/${man.username}/block/`,
      headers: authHeaders(moderator.token),
      payload: { reason: 'Harassing other members' },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);

    const page = await detail(man.profile.accountId);
    const [stored] = await db.select().from(profiles).where(eq(profiles.id, man.profile.id));
    expect(page).toMatchObject({
      account_id: man.profile.accountId,
      account: { username: man.username, is_blocked: true, block_reason: 'Harassing other members' },
      profile: {
        profile_code: man.profile.profileCode,
        slug: man.profile.slug,
        full_name: 'Imran Qureshi',
        gender: 'Male',
        date_of_birth: man.profile.dateOfBirth,
        city: man.profile.city,
        approval_status: stored!.approvalStatus,
        verification_status: stored!.verificationStatus,
        // Blocked, and asked to be deleted: out of every list.
        listed: false,
        deletion_request: { reason: 'Marriage fixed through Rishta', created_on: '2026-11-04T09:00:00.000Z' },
      },
      proposals: { sent: 2, received: 1, accepted: 1 },
      reports: {
        about: {
          count: 2,
          latest: [
            { reason: 'Abusive messages', status: 'warned', created_on: '2026-11-03T10:00:00.000Z' },
            { reason: 'Fake profile', status: 'open', created_on: '2026-11-01T10:00:00.000Z' },
          ],
        },
        by: { count: 1, latest: [{ reason: 'Asked for money', status: 'open' }] },
      },
      notices: [{ message: 'Please keep your messages polite.', read_on: null }],
    });
    expect(page.audit).toEqual([
      {
        id: expect.any(Number),
        created_on: expect.any(String),
        actor: moderator.username,
        action: 'block',
        subject: `account:${man.profile.accountId}`,
        subject_account_id: man.profile.accountId,
        reason: 'Harassing other members',
        before: { is_blocked: false, block_reason: null },
        after: { is_blocked: true, block_reason: 'Harassing other members' },
      },
    ]);
  });

  it('shows a quiet account with nothing to list', async () => {
    const page = await detail(woman.profile.accountId);
    expect(page).toMatchObject({
      account: { is_blocked: false, block_reason: null },
      profile: { full_name: 'Ayesha Siddiqui', deletion_request: null },
      proposals: { sent: 0, received: 1, accepted: 1 },
      reports: { about: { count: 0, latest: [] }, by: { count: 1 } },
      notices: [],
      audit: [],
    });
  });

  it('does not show staff accounts or accounts that do not exist', async () => {
    expect((await get(`/api/admin/people/${moderator.accountId}/`)).statusCode).toBe(404);
    expect((await get('/api/admin/people/999999/')).statusCode).toBe(404);
    expect((await get('/api/admin/people/abc/')).statusCode).toBe(400);
  });
});
