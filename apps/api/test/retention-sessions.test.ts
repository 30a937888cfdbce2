import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { sessions } from '@rishta/db';
import { DEMO_PASSWORD } from '@rishta/db/seed';
import { purgeSessions } from '../src/services/retention/purge-sessions';
import { runJob } from './helpers/retention';
import { signedInStaff, STAFF_PASSWORD } from './helpers/staff';
import { authHeaders, createTestApp, type TestContext } from './helpers/test-app';

// Issue 28, decision 046: user and staff sessions go once expired (logout already deleted its own);
// sessions still in force stay, and so do staff sign-in challenges (purge-expired-otps takes those).

const T0 = new Date('2026-03-10T10:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const later = (ms: number) => new Date(T0.getTime() + ms);
const at = (instant: Date) => ctx.app.serverClock.set(instant);

let ctx: TestContext;
let ip = 0;

const post = (url: string, payload?: object, token?: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    ...(payload && { payload }),
    headers: authHeaders(token),
    remoteAddress: `10.63.0.${++ip}`,
  });
const login = async (username: string) => {
  const res = await post('/api/profiles/login/', { username, password: DEMO_PASSWORD });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
};
const userCall = (token: string) =>
  ctx.app.inject({ url: '/api/profiles/update-last-active/', headers: authHeaders(token) });
const staffCall = (token: string) => ctx.app.inject({ url: '/api/admin/me/', headers: authHeaders(token) });
const allSessions = () =>
  ctx.handle.db.select({ id: sessions.id, kind: sessions.kind }).from(sessions).orderBy(asc(sessions.id));

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 2 });
});
afterAll(() => ctx.close());

describe('purge-sessions (issue 28)', () => {
  it('removes expired user and staff sessions, and nothing else', async () => {
    at(T0);
    const oldUser = await login('9000000001');
    const oldStaff = await signedInStaff(ctx, 'moderator');
    const loggedOut = await login('9000000001');
    expect((await post('/api/profiles/logout/', undefined, loggedOut)).statusCode).toBe(204);
    // A half-way staff sign-in: expired soon, but it is the OTP job's to remove.
    const step1 = await post('/api/admin/login/', { username: oldStaff.username, password: STAFF_PASSWORD });
    expect(step1.statusCode).toBe(200);

    at(later(20 * DAY));
    const newUser = await login('9000000002');
    const newStaffAt = later(30 * DAY - 2 * HOUR);
    at(newStaffAt);
    const newStaff = await signedInStaff(ctx, 'admin');

    const before = await allSessions();
    expect(before.map((s) => s.kind).sort()).toEqual(['staff', 'staff', 'staff_challenge', 'user', 'user']);

    // 30 days and a minute after T0: the first user's month is over, the first staff member's
    // 12 hours long since; the second user has ten days left, the second staff member ten hours.
    at(later(30 * DAY + 60_000));
    expect(await runJob(ctx, purgeSessions)).toEqual({ sessions: 2 });
    // In the order they were made: the first user's, the first staff member's, the challenge, ...
    const after = await allSessions();
    expect(after).toEqual(before.slice(2));

    expect((await userCall(oldUser)).statusCode).toBe(401);
    expect((await staffCall(oldStaff.token)).statusCode).toBe(401);
    expect((await userCall(newUser)).statusCode).toBe(200);
    expect((await staffCall(newStaff.token)).statusCode).toBe(200);

    expect(await runJob(ctx, purgeSessions)).toEqual({ sessions: 0 });
    expect(await allSessions()).toEqual(after);
  });

  it('keeps a session until the instant it expires', async () => {
    const [live] = await ctx.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.kind, 'user'))
      .orderBy(asc(sessions.id));
    at(new Date(live!.expiresAt.getTime() - 1000));
    // Twenty days on, the staff session of the first test has expired: it goes, the user's stays.
    expect(await runJob(ctx, purgeSessions)).toEqual({ sessions: 1 });
    expect((await allSessions()).map((s) => s.id)).toContain(live!.id);
    at(new Date(live!.expiresAt.getTime()));
    await runJob(ctx, purgeSessions);
    expect((await allSessions()).map((s) => s.id)).not.toContain(live!.id);
  });
});
