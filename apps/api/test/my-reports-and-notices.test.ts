import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyNoticesResponse, MyReportsResponse } from '@rishta/domain';
import { signedInStaff, type TestStaff } from './helpers/staff';
import { fileReport, listedPeople } from './helpers/reports';
import { authHeaders, createTestApp, demoPair, type TestContext, type TestPerson } from './helpers/test-app';

let ctx: TestContext;
let staff: TestStaff;
let man: TestPerson;
let woman: TestPerson;
let other: TestPerson;
let third: TestPerson;

const at = (iso: string) => new Date(iso);
const get = (url: string, token?: string) => ctx.app.inject({ url, headers: authHeaders(token) });
const myReports = async (who: TestPerson) =>
  (await get('/api/profiles/me/reports/', who.token)).json() as MyReportsResponse;
const myNotices = async (who: TestPerson) =>
  (await get('/api/profiles/me/notices/', who.token)).json() as MyNoticesResponse;
const markRead = (id: number, token?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/profiles/me/notices/${id}/read/`,
    headers: authHeaders(token),
  });
async function decide(target: TestPerson, body: object, when: string) {
  ctx.app.serverClock.set(at(when));
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/reports/profiles/${target.profile.id}/handle/`,
    headers: authHeaders(staff.token),
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 6 });
  ctx.app.serverClock.set(at('2026-04-10T06:00:00Z'));
  staff = await signedInStaff(ctx, 'moderator');
  ({ man, woman } = await demoPair(ctx.handle));
  [other, third] = (await listedPeople(ctx, 2)) as [TestPerson, TestPerson];
});
afterAll(() => ctx.close());

describe('GET /api/profiles/me/reports/ (issue 13)', () => {
  it('needs a user: neither a visitor nor a staff token', async () => {
    expect((await get('/api/profiles/me/reports/')).statusCode).toBe(401);
    expect((await get('/api/profiles/me/reports/', staff.token)).statusCode).toBe(401);
  });

  it('lists the caller’s own reports, newest first, as not yet handled', async () => {
    expect(await myReports(man)).toEqual({ count: 0, results: [] });
    const older = await fileReport(ctx, man, woman, { at: at('2026-04-08T10:00:00Z') });
    const newer = await fileReport(ctx, man, other, { at: at('2026-04-09T10:00:00Z') });
    await fileReport(ctx, third, woman, { at: at('2026-04-09T11:00:00Z') });
    expect(await myReports(man)).toEqual({
      count: 2,
      results: [
        {
          id: newer.id,
          profile_code: other.profile.profileCode,
          full_name: other.profile.fullName,
          reason: newer.reason,
          created_on: '2026-04-09T10:00:00.000Z',
          handled: false,
          handled_on: null,
        },
        {
          id: older.id,
          profile_code: woman.profile.profileCode,
          full_name: woman.profile.fullName,
          reason: older.reason,
          created_on: '2026-04-08T10:00:00.000Z',
          handled: false,
          handled_on: null,
        },
      ],
    });
    expect((await myReports(woman)).count).toBe(0);
  });

  it('shows a handled report as handled, never how or with what note', async () => {
    const note = 'Warned about the tone of her messages';
    await decide(woman, { action: 'warn', note, message: 'Please stay polite.' }, '2026-04-10T07:00:00Z');
    const res = await get('/api/profiles/me/reports/', man.token);
    const [newer, older] = (res.json() as MyReportsResponse).results;
    expect(newer).toMatchObject({ profile_code: other.profile.profileCode, handled: false });
    expect(older).toMatchObject({
      profile_code: woman.profile.profileCode,
      handled: true,
      handled_on: expect.stringMatching(/^2026-04-10T07:00/),
    });
    for (const secret of [note, 'warn', 'Please stay polite.', 'staff', 'evidence']) {
      expect(res.body).not.toContain(secret);
    }
  });
});

describe('the notices moderators send a user (issue 13)', () => {
  it('needs a user', async () => {
    expect((await get('/api/profiles/me/notices/')).statusCode).toBe(401);
    expect((await get('/api/profiles/me/notices/', staff.token)).statusCode).toBe(401);
    expect((await markRead(1)).statusCode).toBe(401);
  });

  it('lists the caller’s notices newest first, with how many are unread', async () => {
    await fileReport(ctx, other, woman, { at: at('2026-04-10T08:00:00Z') });
    await decide(
      woman,
      { action: 'warn', note: 'Again', message: 'A second warning: the next one blocks.' },
      '2026-04-10T09:00:00Z',
    );
    const notices = await myNotices(woman);
    expect(notices).toEqual({
      count: 2,
      unread_count: 2,
      results: [
        {
          id: expect.any(Number),
          message: 'A second warning: the next one blocks.',
          created_on: expect.stringMatching(/^2026-04-10T09:00/),
          read: false,
        },
        {
          id: expect.any(Number),
          message: 'Please stay polite.',
          created_on: expect.stringMatching(/^2026-04-10T07:00/),
          read: false,
        },
      ],
    });
    expect(await myNotices(man)).toEqual({ count: 0, unread_count: 0, results: [] });
  });

  it('marks one notice read; marking it again changes nothing', async () => {
    const [latest, first] = (await myNotices(woman)).results;
    const res = await markRead(first!.id, woman.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...first, read: true });
    const again = await markRead(first!.id, woman.token);
    expect(again.json()).toEqual({ ...first, read: true });
    expect(await myNotices(woman)).toMatchObject({
      count: 2,
      unread_count: 1,
      results: [
        { id: latest!.id, read: false },
        { id: first!.id, read: true },
      ],
    });
  });

  it('answers someone else’s notice exactly as a missing one, and leaves it unread', async () => {
    const [latest] = (await myNotices(woman)).results;
    const theirs = await markRead(latest!.id, man.token);
    const missing = await markRead(999_999, man.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
    expect(missing.statusCode).toBe(404);
    expect((await myNotices(woman)).unread_count).toBe(1);
  });
});
