import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { DASHBOARD_DAYS, type Dashboard } from '@rishta/domain';
import { accounts, deletionRequests, feedback, profiles, reports, verificationDocuments } from '@rishta/db';
import { recordAudit } from '../src/services/audit-log/record-audit';
import { signedInStaff, type TestStaff } from './helpers/staff';
import { authHeaders, createTestApp, type TestContext } from './helpers/test-app';
import { feedbackRow } from './helpers/feedback-rows';

// The app's clock stands at 01:30 on 26 November in India (20:00 UTC the day before), so India
// days and UTC days differ for everything written in the last few hours.
const NOW = new Date('2026-11-25T20:00:00Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000);
const LONG_AGO = new Date('2026-01-01T00:00:00Z');

let ctx: TestContext;
let moderator: TestStaff;
/** The four seeded profiles, in id order: call them A, B, C and D. */
let ids: number[];

const dashboardNow = async () => {
  const res = await ctx.app.inject({ url: '/api/admin/dashboard/', headers: authHeaders(moderator.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Dashboard;
};
const setProfile = (id: number, values: Partial<typeof profiles.$inferInsert>) =>
  ctx.handle.db.update(profiles).set(values).where(eq(profiles.id, id));
const day = (daily: Dashboard['daily'], date: string) => daily.find((d) => d.date === date);

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 4 });
  ctx.app.serverClock.set(NOW);
  moderator = await signedInStaff(ctx, 'moderator');
  const rows = await ctx.handle.db.select({ id: profiles.id }).from(profiles).orderBy(profiles.id);
  ids = rows.map((r) => r.id);
  // A quiet site: everyone approved long ago, nobody waiting, nobody around lately.
  await ctx.handle.db.update(profiles).set({
    approvalStatus: 'approved',
    verificationStatus: 'Not Verified',
    createdOn: LONG_AGO,
    lastActive: LONG_AGO,
  });
});
afterAll(() => ctx.close());

describe('the dashboard (issue 13)', () => {
  it('shows empty queues and 30 India days of zeros on a quiet site', async () => {
    const board = await dashboardNow();
    const empty = { count: 0, oldest_since: null };
    expect(board.queues).toEqual({
      new_profiles: empty,
      verification: empty,
      reports: { ...empty, profiles: 0 },
      deletion_requests: { ...empty, overdue: 0 },
      feedback: empty,
    });
    expect(board.daily).toHaveLength(DASHBOARD_DAYS);
    // Today is the India date, a day ahead of UTC at this hour.
    expect(board.daily.at(-1)!.date).toBe('2026-11-26');
    expect(board.daily[0]!.date).toBe('2026-10-28');
    expect(board.daily.every((d) => d.sign_ups === 0 && d.approvals === 0 && d.reports === 0)).toBe(true);
    expect(board.active_users).toEqual({ last_24_hours: 0, last_7_days: 0 });
  });

  it('counts each queue with since when its oldest item waits', async () => {
    const [a, b, c, d] = ids as [number, number, number, number];
    const db = ctx.handle.db;
    // New profiles: A and B wait; C waits too but is blocked, so nobody has to look at it.
    await setProfile(a, { approvalStatus: 'pending', createdOn: hoursAgo(1) });
    await setProfile(b, { approvalStatus: 'pending', createdOn: hoursAgo(2) });
    await setProfile(c, { approvalStatus: 'pending', createdOn: new Date('2026-10-27T19:00:00Z') });
    const [blocked] = await db
      .select({ accountId: profiles.accountId })
      .from(profiles)
      .where(eq(profiles.id, c));
    await db.update(accounts).set({ isBlocked: true }).where(eq(accounts.id, blocked!.accountId));
    await setProfile(d, { createdOn: new Date('2026-10-27T18:00:00Z') });

    // Verification: A sent a second document later; B waits since its only one.
    await setProfile(a, { verificationStatus: 'In Process' });
    await setProfile(b, { verificationStatus: 'In Process' });
    const document = (profileId: number, createdAt: string) => ({
      profileId,
      storageKey: `documents/${profileId}/${createdAt}.jpg`,
      mimeType: 'image/jpeg',
      createdAt: new Date(createdAt),
    });
    await db
      .insert(verificationDocuments)
      .values([
        document(a, '2026-11-23T10:00:00Z'),
        document(a, '2026-11-24T10:00:00Z'),
        document(b, '2026-11-23T12:00:00Z'),
      ]);

    // Reports: two open about A, one about B already dismissed.
    const report = (reporterId: number, profileId: number, createdAt: string) => ({
      reporterId,
      profileId,
      reason: 'Fake profile',
      evidenceKey: 'reports/evidence.jpg',
      createdAt: new Date(createdAt),
    });
    await db
      .insert(reports)
      .values([
        report(b, a, '2026-11-24T10:00:00Z'),
        report(c, a, '2026-11-22T10:00:00Z'),
        { ...report(a, b, '2026-11-21T10:00:00Z'), status: 'dismissed' as const },
      ]);

    await db
      .insert(deletionRequests)
      .values({ profileId: d, reason: 'Marriage fixed', createdAt: new Date('2026-11-15T10:00:00Z') });

    const message = (createdAt: string, handledAt: Date | null = null) =>
      feedbackRow(new Date(createdAt), handledAt);
    await db
      .insert(feedback)
      .values([
        message('2026-11-18T10:00:00Z'),
        message('2026-11-19T10:00:00Z'),
        message('2026-11-10T10:00:00Z', hoursAgo(5)),
      ]);

    expect((await dashboardNow()).queues).toEqual({
      new_profiles: { count: 2, oldest_since: hoursAgo(2).toISOString() },
      verification: { count: 2, oldest_since: '2026-11-23T12:00:00.000Z' },
      reports: { count: 2, profiles: 1, oldest_since: '2026-11-22T10:00:00.000Z' },
      deletion_requests: { count: 1, oldest_since: '2026-11-15T10:00:00.000Z', overdue: 0 },
      feedback: { count: 2, oldest_since: '2026-11-18T10:00:00.000Z' },
    });
  });

  it('counts sign-ups, approvals and reports per India day, quiet days as zeros', async () => {
    const approval = (action: string, at: string) =>
      recordAudit(ctx.handle.db, {
        actor: moderator.accountId,
        action,
        subject: 'profile:1',
        at: new Date(at),
      });
    await approval('approve', '2026-11-25T18:45:00Z'); // 00:15 on the 26th in India
    await approval('approve', '2026-11-20T10:00:00Z');
    await approval('reject', '2026-11-20T11:00:00Z'); // not an approval
    await approval('approve', '2026-10-27T18:00:00Z'); // 23:30 on the 27th: before the 30 days

    const { daily } = await dashboardNow();
    expect(daily).toHaveLength(DASHBOARD_DAYS);
    const busy = daily.filter((d) => d.sign_ups + d.approvals + d.reports > 0);
    expect(busy).toEqual([
      // C signed up at 00:30 India time on the first day of the chart; D half an hour before it.
      { date: '2026-10-28', sign_ups: 1, approvals: 0, reports: 0 },
      { date: '2026-11-20', sign_ups: 0, approvals: 1, reports: 0 },
      { date: '2026-11-21', sign_ups: 0, approvals: 0, reports: 1 },
      { date: '2026-11-22', sign_ups: 0, approvals: 0, reports: 1 },
      { date: '2026-11-24', sign_ups: 0, approvals: 0, reports: 1 },
      // B signed up at 23:30 on the 25th India time; A at 00:30 on the 26th.
      { date: '2026-11-25', sign_ups: 1, approvals: 0, reports: 0 },
      { date: '2026-11-26', sign_ups: 1, approvals: 1, reports: 0 },
    ]);
    expect(day(daily, '2026-11-23')).toEqual({ date: '2026-11-23', sign_ups: 0, approvals: 0, reports: 0 });
    // Consecutive days, none missing.
    const times = daily.map((d) => Date.parse(`${d.date}T00:00:00Z`));
    expect(times.slice(1).every((t, i) => t - times[i]! === 86_400_000)).toBe(true);
  });

  it('counts accounts active in the last day and the last week', async () => {
    const [a, b, c, d] = ids as [number, number, number, number];
    await setProfile(a, { lastActive: hoursAgo(1) });
    await setProfile(b, { lastActive: hoursAgo(23) });
    await setProfile(c, { lastActive: hoursAgo(3 * 24) });
    await setProfile(d, { lastActive: hoursAgo(8 * 24) });
    expect((await dashboardNow()).active_users).toEqual({ last_24_hours: 2, last_7_days: 3 });
    await ctx.handle.db
      .update(profiles)
      .set({ lastActive: LONG_AGO })
      .where(inArray(profiles.id, [a, b]));
    expect((await dashboardNow()).active_users).toEqual({ last_24_hours: 0, last_7_days: 1 });
  });
});
