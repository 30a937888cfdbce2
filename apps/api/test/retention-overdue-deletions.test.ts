import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { DELETION_REASONS, type Dashboard, type DeletionQueueResponse } from '@rishta/domain';
import { deletionRequests, profiles } from '@rishta/db';
import { testConfig } from '../src/config';
import { markOverdueDeletions } from '../src/services/retention/mark-overdue-deletions';
import { listedPerson, type Person } from './helpers/proposals';
import { runJob } from './helpers/retention';
import { signedInStaff, type TestStaff } from './helpers/staff';
import { authHeaders, createTestApp, type TestContext } from './helpers/test-app';

// Issue 28, decision 046: deletion requests waiting longer than DELETION_OVERDUE_DAYS (default 3)
// are marked overdue, flagged in the queue and counted on the dashboard. Nothing is erased: staff
// still carry out each request.

const T0 = new Date('2026-03-10T10:00:00Z');
const DAY = 86_400_000;
const later = (ms: number) => new Date(T0.getTime() + ms);
/** Moves the app clock, and signs a moderator in there (staff sessions last 12 hours). */
const at = async (instant: Date) => {
  ctx.app.serverClock.set(instant);
  moderator = await signedInStaff(ctx, 'moderator');
};

let ctx: TestContext;
let moderator: TestStaff;
let fourDays: Person;
let twoDays: Person;

const get = async <T>(url: string) => {
  const res = await ctx.app.inject({ url, headers: authHeaders(moderator.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const queue = () => get<DeletionQueueResponse>('/api/admin/deletions/');
const deletionTile = async () => (await get<Dashboard>('/api/admin/dashboard/')).queues.deletion_requests;
const marks = () =>
  ctx.handle.db
    .select({ profileId: deletionRequests.profileId, overdueSince: deletionRequests.overdueSince })
    .from(deletionRequests)
    .orderBy(asc(deletionRequests.id));
/** When each request was made (the app clock runs on from where a test set it). */
let made: { first: Date; second: Date };
const daysAfter = (instant: Date, days: number) => new Date(instant.getTime() + days * DAY);

/** The owner's own request, through the API at the app clock, the profile old enough to ask. */
async function requestDeletion(person: Person) {
  await ctx.handle.db
    .update(profiles)
    .set({ createdOn: new Date(ctx.app.clock().getTime() - 30 * DAY) })
    .where(eq(profiles.id, person.profile.id));
  const res = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/profiles/update/${person.profile.id}/`,
    headers: authHeaders(person.token),
    payload: { reason_to_delete: DELETION_REASONS[1] },
  });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 4 });
  await at(T0);
  fourDays = await listedPerson(ctx, 'Female');
  twoDays = await listedPerson(ctx, 'Female', [fourDays]);
  await requestDeletion(fourDays);
  await at(later(2 * DAY));
  await requestDeletion(twoDays);
  const [first, second] = await ctx.handle.db
    .select({ createdAt: deletionRequests.createdAt })
    .from(deletionRequests)
    .orderBy(asc(deletionRequests.id));
  made = { first: first!.createdAt, second: second!.createdAt };
});
afterAll(() => ctx.close());

describe('mark-overdue-deletions (issue 28)', () => {
  it('marks a request waiting 4 days, not one waiting 2, and the queue and dashboard show it', async () => {
    await at(later(4 * DAY));
    expect(await runJob(ctx, markOverdueDeletions)).toEqual({ marked: 1 });
    const overdueSince = daysAfter(made.first, 3).toISOString();
    expect(await marks()).toEqual([
      { profileId: fourDays.profile.id, overdueSince: new Date(overdueSince) },
      { profileId: twoDays.profile.id, overdueSince: null },
    ]);

    const answer = await queue();
    expect(answer).toMatchObject({ count: 2, overdue: 1, oldest_since: made.first.toISOString() });
    expect(answer.results.map((r) => [r.profile_code, r.overdue_since])).toEqual([
      [fourDays.profile.profileCode, overdueSince],
      [twoDays.profile.profileCode, null],
    ]);
    expect(await deletionTile()).toEqual({ count: 2, oldest_since: made.first.toISOString(), overdue: 1 });
  });

  it('changes nothing when run again', async () => {
    const before = await marks();
    await at(later(4 * DAY + 3_600_000));
    expect(await runJob(ctx, markOverdueDeletions)).toEqual({ marked: 0 });
    expect(await marks()).toEqual(before);
  });

  it('waits longer than the configured number of days, not a minute less', async () => {
    // The second request was made at T0 + 2 days: with DELETION_OVERDUE_DAYS=2 it is due at T0 + 4.
    const days = { DELETION_OVERDUE_DAYS: '2' };
    const due = daysAfter(made.second, 2);
    await at(new Date(due.getTime() - 60_000));
    expect(await runJob(ctx, markOverdueDeletions, days)).toEqual({ marked: 0 });
    await at(new Date(due.getTime() + 60_000));
    expect(await runJob(ctx, markOverdueDeletions, days)).toEqual({ marked: 1 });
    expect((await marks())[1]).toEqual({ profileId: twoDays.profile.id, overdueSince: due });
    expect((await queue()).overdue).toBe(2);
    expect((await deletionTile()).overdue).toBe(2);
  });

  it('lets a carried-out request leave the count', async () => {
    const [first] = (await queue()).results;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/deletions/${first!.id}/carry-out/`,
      headers: authHeaders(moderator.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await queue()).toMatchObject({ count: 1, overdue: 1 });
    expect(await deletionTile()).toMatchObject({ count: 1, overdue: 1 });
  });
});

describe('DELETION_OVERDUE_DAYS', () => {
  it('is 3 days unless set, and a whole number of days from 1', () => {
    expect(testConfig().DELETION_OVERDUE_DAYS).toBe(3);
    expect(testConfig({ DELETION_OVERDUE_DAYS: '7' }).DELETION_OVERDUE_DAYS).toBe(7);
    for (const bad of ['0', '-1', '1.5', 'three']) {
      expect(() => testConfig({ DELETION_OVERDUE_DAYS: bad }), bad).toThrow(/DELETION_OVERDUE_DAYS/);
    }
  });
});
