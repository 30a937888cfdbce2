import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  DELETION_REASONS,
  type Dashboard,
  type DeletionQueueResponse,
  type FeedbackInboxResponse,
  type PendingProfilesResponse,
  type ReportQueueResponse,
  type VerificationQueueResponse,
} from '@rishta/domain';
import { accounts, deletionRequests, feedback, profiles, reports, verificationDocuments } from '@rishta/db';
import { moderationScene } from './helpers/moderation-scene';
import { fileReport } from './helpers/reports';
import type { TestStaff } from './helpers/staff';
import { authHeaders, type TestContext, type TestPerson } from './helpers/test-app';
import { feedbackRow } from './helpers/feedback-rows';

// Issue 29: a dashboard card, its queue's count (the number on the sidebar badge) and the queue's
// list must agree, on data with what a moderator cannot act on: blocked accounts, and profiles In
// Process without a stored document. The dashboard once counted both as waiting for verification.

let ctx: TestContext;
let moderator: TestStaff;
let board: Dashboard['queues'];
/** Six seeded profiles besides the demo pair, in id order. */
let pending: TestPerson;
let pendingBlocked: TestPerson;
let withDocument: TestPerson;
let withDocumentBlocked: TestPerson;
let withoutDocument: TestPerson;
let asksDeletion: TestPerson;
/** The app clock when the scene was set up: every time in it is counted back from there. */
let now: Date;

const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
const get = async <T>(url: string) => {
  const res = await ctx.app.inject({ url, headers: authHeaders(moderator.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const setProfile = (who: TestPerson, values: Partial<typeof profiles.$inferInsert>) =>
  ctx.handle.db.update(profiles).set(values).where(eq(profiles.id, who.profile.id));
const block = (who: TestPerson) =>
  ctx.handle.db
    .update(accounts)
    .set({ isBlocked: true, blockReason: 'Fake profile' })
    .where(eq(accounts.id, who.profile.accountId));
const codes = (rows: { profile_code: string }[]) => rows.map((row) => row.profile_code);

beforeAll(async () => {
  let man: TestPerson;
  let woman: TestPerson;
  let others: TestPerson[];
  ({ ctx, moderator, man, woman, others } = await moderationScene(8));
  [pending, pendingBlocked, withDocument, withDocumentBlocked, withoutDocument, asksDeletion] = others as [
    TestPerson,
    TestPerson,
    TestPerson,
    TestPerson,
    TestPerson,
    TestPerson,
  ];
  now = ctx.app.clock();
  const db = ctx.handle.db;
  // A quiet site to start from: everyone listed, nobody waiting for anything.
  await db.update(profiles).set({
    approvalStatus: 'approved',
    isActive: true,
    verificationStatus: 'Not Verified',
    createdOn: hoursAgo(90 * 24),
    updatedOn: hoursAgo(90 * 24),
  });

  // Reports, made while the profiles are listed: two open ones, one of them about an account that
  // is blocked below (its reports still wait for a decision), and one already dismissed.
  await fileReport(ctx, man, withDocumentBlocked, { at: hoursAgo(30) });
  await fileReport(ctx, woman, pending, { at: hoursAgo(20) });
  const dismissed = await fileReport(ctx, man, asksDeletion, { at: hoursAgo(50) });
  await db
    .update(reports)
    .set({ status: 'dismissed', handledAt: hoursAgo(10) })
    .where(eq(reports.id, dismissed.id));

  // New profiles: one waits; an older one's account is blocked, so nobody has to look at it.
  await setProfile(pending, { approvalStatus: 'pending', createdOn: hoursAgo(2) });
  await setProfile(pendingBlocked, { approvalStatus: 'pending', createdOn: hoursAgo(200) });
  await block(pendingBlocked);

  // Verification: one document waits. An older one is a blocked account's, and a profile In
  // Process since before documents were kept has none to judge: neither waits.
  for (const who of [withDocument, withDocumentBlocked, withoutDocument]) {
    await setProfile(who, { verificationStatus: 'In Process' });
  }
  await setProfile(withoutDocument, { updatedOn: hoursAgo(300) });
  await block(withDocumentBlocked);
  const document = (who: TestPerson, at: Date) => ({
    profileId: who.profile.id,
    storageKey: `documents/${who.profile.id}/${at.getTime()}.jpg`,
    mimeType: 'image/jpeg',
    createdAt: at,
  });
  await db
    .insert(verificationDocuments)
    .values([document(withDocument, hoursAgo(5)), document(withDocumentBlocked, hoursAgo(100))]);

  // Deletion requests: every one waits, a blocked account's too (the person still asked to be
  // erased); the older one is overdue.
  await db.insert(deletionRequests).values([
    { profileId: asksDeletion.profile.id, reason: DELETION_REASONS[0], createdAt: hoursAgo(8) },
    {
      profileId: pendingBlocked.profile.id,
      reason: DELETION_REASONS[1],
      createdAt: hoursAgo(96),
      overdueSince: hoursAgo(24),
    },
  ]);

  // Feedback: two open messages and one done.
  const message = feedbackRow;
  await db
    .insert(feedback)
    .values([message(hoursAgo(40)), message(hoursAgo(4)), message(hoursAgo(400), hoursAgo(1))]);

  board = (await get<Dashboard>('/api/admin/dashboard/')).queues;
});
afterAll(() => ctx.close());

describe('each dashboard card counts what its queue lists (issue 29)', () => {
  it('new profiles: the blocked account’s profile is on neither', async () => {
    const queue = await get<PendingProfilesResponse>('/api/admin/profiles/pending/');
    expect(codes(queue.results)).toEqual([pending.profile.profileCode]);
    expect(queue).toMatchObject({ count: 1, oldest_since: hoursAgo(2).toISOString() });
    expect(board.new_profiles).toEqual({ count: queue.count, oldest_since: queue.oldest_since });
  });

  it('verification: neither a blocked account nor a profile without a document waits', async () => {
    const queue = await get<VerificationQueueResponse>('/api/admin/verifications/');
    expect(codes(queue.results)).toEqual([withDocument.profile.profileCode]);
    expect(queue).toMatchObject({ count: 1, oldest_since: hoursAgo(5).toISOString() });
    expect(board.verification).toEqual({ count: queue.count, oldest_since: queue.oldest_since });
  });

  it('reports: open ones, a blocked account’s included; the handled list keeps the same counts', async () => {
    const queue = await get<ReportQueueResponse>('/api/admin/reports/?status=open');
    expect(codes(queue.results.map((group) => group.profile))).toEqual([
      withDocumentBlocked.profile.profileCode,
      pending.profile.profileCode,
    ]);
    expect(queue.results.flatMap((group) => group.reports)).toHaveLength(queue.open_count);
    expect(queue).toMatchObject({ open_count: 2, group_count: 2, oldest_since: hoursAgo(30).toISOString() });
    expect(board.reports).toEqual({
      count: queue.open_count,
      profiles: queue.group_count,
      oldest_since: queue.oldest_since,
    });
    const handled = await get<ReportQueueResponse>('/api/admin/reports/?status=handled');
    expect(handled).toMatchObject({
      open_count: queue.open_count,
      group_count: queue.group_count,
      oldest_since: queue.oldest_since,
    });
  });

  it('deletion requests: every one, a blocked account’s included, with the overdue one', async () => {
    const queue = await get<DeletionQueueResponse>('/api/admin/deletions/');
    expect(codes(queue.results)).toEqual([
      pendingBlocked.profile.profileCode,
      asksDeletion.profile.profileCode,
    ]);
    expect(queue).toMatchObject({ count: 2, overdue: 1, oldest_since: hoursAgo(96).toISOString() });
    expect(board.deletion_requests).toEqual({
      count: queue.count,
      overdue: queue.overdue,
      oldest_since: queue.oldest_since,
    });
  });

  it('feedback: the open messages, and the open count whichever list is shown', async () => {
    const open = await get<FeedbackInboxResponse>('/api/admin/feedback/?status=open');
    expect(open.results).toHaveLength(2);
    expect(open.open_count).toBe(2);
    expect(board.feedback).toEqual({ count: open.open_count, oldest_since: hoursAgo(40).toISOString() });
    expect((await get<FeedbackInboxResponse>('/api/admin/feedback/?status=done')).open_count).toBe(
      open.open_count,
    );
  });
});
