import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MESSAGES, STAFF_MESSAGES } from '@rishta/domain';
import { auditLog, profiles } from '@rishta/db';
import { signedInStaff } from './helpers/staff';
import { createTestApp, type TestContext, authHeaders, demoPair, type TestPerson } from './helpers/test-app';

let ctx: TestContext;
let adminToken: string;
let man: TestPerson;
let woman: TestPerson;

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: authHeaders(token), ...(payload ? { payload } : {}) });
const queue = async () =>
  (await call('GET', '/api/admin/profiles/pending/', adminToken)).json() as {
    count: number;
    oldest_since: string | null;
    results: { profile_code: string; created_on: string; previous_rejection: string | null }[];
  };
const standing = async (token: string) =>
  (await call('GET', '/api/profiles/me/standing/', token)).json() as { state: string; reason: string | null };
const setPending = (id: number, createdOn: Date) =>
  ctx.handle.db.update(profiles).set({ approvalStatus: 'pending', createdOn }).where(eq(profiles.id, id));

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 3 });
  adminToken = (await signedInStaff(ctx, 'moderator')).token;
  ({ man, woman } = await demoPair(ctx.handle));
});
afterAll(() => ctx.close());

describe('the new-profiles queue and rejection with a reason (issue 13)', () => {
  it('is for staff only', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/admin/profiles/pending/', undefined],
      ['POST', `/api/admin/profiles/${man.profile.profileCode}/reject/`, { reason: 'Blurry' }],
    ] as const) {
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
      expect((await call(method, url, man.token, body)).statusCode).toBe(403);
    }
  });

  it('lists profiles waiting for approval, oldest first, with the count and the oldest one’s age', async () => {
    expect(await queue()).toEqual({ count: 0, oldest_since: null, results: [] });
    await setPending(woman.profile.id, new Date('2026-11-20T08:00:00Z'));
    await setPending(man.profile.id, new Date('2026-11-18T08:00:00Z'));
    const waiting = await queue();
    expect(waiting.count).toBe(2);
    expect(waiting.oldest_since).toBe('2026-11-18T08:00:00.000Z');
    expect(waiting.results.map((r) => r.profile_code)).toEqual([
      man.profile.profileCode,
      woman.profile.profileCode,
    ]);
    // Nothing to flag in the demo pair: no blocked keyword, no other account like theirs.
    expect(waiting.results[0]).toMatchObject({ keyword_hit_count: 0, duplicate_count: 0 });
    expect(await standing(man.token)).toMatchObject({ state: 'under_review', reason: null });
  });

  it('needs a reason to reject', async () => {
    const res = await call('POST', `/api/admin/profiles/${man.profile.profileCode}/reject/`, adminToken, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ reason: [MESSAGES.required] });
  });

  it('rejects with a reason the owner reads; the corrected profile comes back to the queue', async () => {
    const reason = 'Please use your real name instead of a nickname.';
    const res = await call('POST', `/api/admin/profiles/${man.profile.profileCode}/reject/`, adminToken, {
      reason,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      profile_code: man.profile.profileCode,
      approval_status: 'rejected',
      approval_remarks: reason,
      message: STAFF_MESSAGES.profileRejected,
    });
    expect(await standing(man.token)).toEqual(expect.objectContaining({ state: 'rejected', reason }));
    expect((await queue()).results.map((r) => r.profile_code)).toEqual([woman.profile.profileCode]);
    const audit = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'reject'), eq(auditLog.subject, `profile:${man.profile.id}`)));
    expect(audit).toEqual([
      expect.objectContaining({
        reason,
        subjectAccountId: man.profile.accountId,
        before: expect.objectContaining({ approval_status: 'pending' }),
        after: expect.objectContaining({ approval_status: 'rejected', approval_remarks: reason }),
      }),
    ]);

    // He corrects his name and saves: under review again, and the moderator sees the old reason.
    const saved = await call('PATCH', `/api/profiles/update/${man.profile.id}/`, man.token, {
      full_name: 'Imran Ahmed Qureshi',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await standing(man.token)).toMatchObject({ state: 'under_review', reason: null });
    expect((await queue()).results[0]).toMatchObject({
      profile_code: man.profile.profileCode,
      previous_rejection: reason,
    });
  });

  it('takes an approved profile out of the queue', async () => {
    for (const code of [man.profile.profileCode, woman.profile.profileCode]) {
      expect((await call('POST', `/api/admin/profiles/${code}/approve/`, adminToken)).statusCode).toBe(200);
    }
    expect((await queue()).count).toBe(0);
    expect(await standing(man.token)).toMatchObject({ state: 'listed' });
  });
});
