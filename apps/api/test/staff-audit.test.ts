import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_PAGE, type AuditPage } from '@rishta/domain';
import { recordAudit, type AuditEntry } from '../src/services/audit-log/record-audit';
import { signedInStaff, type TestStaff } from './helpers/staff';
import { authHeaders, createTestApp, demoPair, type TestContext, type TestPerson } from './helpers/test-app';

let ctx: TestContext;
let alia: TestStaff;
let bilal: TestStaff;
let man: TestPerson;
let woman: TestPerson;

const get = (url: string) => ctx.app.inject({ url, headers: authHeaders(alia.token) });
const browse = async (query = '') => {
  const res = await get(`/api/admin/audit/${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AuditPage;
};
const actionsOf = (page: AuditPage) => page.results.map((r) => r.action);

/** An audit row as a staff action writes it, at a known instant. */
const audit = (entry: Partial<AuditEntry> & Pick<AuditEntry, 'action' | 'at'>) =>
  recordAudit(ctx.handle.db, { actor: alia.accountId, subject: 'profile:1', ...entry });

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 2 });
  alia = await signedInStaff(ctx, 'moderator');
  bilal = await signedInStaff(ctx, 'admin');
  ({ man, woman } = await demoPair(ctx.handle));
  const manAccount = man.profile.accountId;
  const womanAccount = woman.profile.accountId;
  // Oldest first, so ids follow time as they do in a real log.
  await audit({
    action: 'approve',
    subject: `profile:${man.profile.id}`,
    at: new Date('2026-11-01T06:00:00Z'),
  });
  await audit({
    action: 'report.warn',
    subject: 'report:1',
    subjectAccountId: manAccount,
    reason: 'Be polite',
    at: new Date('2026-11-02T06:00:00Z'),
  });
  await audit({
    actor: bilal.accountId,
    action: 'report.dismiss',
    subject: 'report:2',
    subjectAccountId: womanAccount,
    at: new Date('2026-11-03T06:00:00Z'),
  });
  // 19:00 UTC on the 4th is 00:30 on the 5th in India.
  await audit({
    actor: bilal.accountId,
    action: 'block',
    subject: `account:${manAccount}`,
    subjectAccountId: manAccount,
    reason: 'Harassment',
    before: { is_blocked: false },
    after: { is_blocked: true },
    at: new Date('2026-11-04T19:00:00Z'),
  });
  await audit({
    actor: null,
    action: 'erasure',
    subject: 'profile:99',
    at: new Date('2026-11-06T06:00:00Z'),
  });
});
afterAll(() => ctx.close());

describe('browsing the audit log (issue 13)', () => {
  it('lists every row newest first, with who did it (null for the system)', async () => {
    const page = await browse();
    expect(actionsOf(page)).toEqual(['erasure', 'block', 'report.dismiss', 'report.warn', 'approve']);
    expect(page.next_before_id).toBeNull();
    expect(page.results[0]).toMatchObject({ actor: null, subject: 'profile:99', subject_account_id: null });
    expect(page.results[1]).toEqual({
      id: expect.any(Number),
      created_on: '2026-11-04T19:00:00.000Z',
      actor: bilal.username,
      action: 'block',
      subject: `account:${man.profile.accountId}`,
      subject_account_id: man.profile.accountId,
      reason: 'Harassment',
      before: { is_blocked: false },
      after: { is_blocked: true },
    });
  });

  it('filters by the staff member, in any letter case', async () => {
    expect(actionsOf(await browse(`?actor=${encodeURIComponent(bilal.username.toUpperCase())}`))).toEqual([
      'block',
      'report.dismiss',
    ]);
    expect(actionsOf(await browse('?actor=nobody'))).toEqual([]);
  });

  it('filters by one action, or by every action of an area with a trailing dot', async () => {
    expect(actionsOf(await browse('?action=block'))).toEqual(['block']);
    expect(actionsOf(await browse('?action=report.'))).toEqual(['report.dismiss', 'report.warn']);
    // Without the dot it is one action, and 'report' is none.
    expect(actionsOf(await browse('?action=report'))).toEqual([]);
  });

  it('filters by the account acted on', async () => {
    expect(actionsOf(await browse(`?account_id=${man.profile.accountId}`))).toEqual(['block', 'report.warn']);
    expect(actionsOf(await browse(`?account_id=${woman.profile.accountId}&actor=${alia.username}`))).toEqual(
      [],
    );
  });

  it('filters by India dates, both days included', async () => {
    expect(actionsOf(await browse('?from=2026-11-02&to=2026-11-03'))).toEqual([
      'report.dismiss',
      'report.warn',
    ]);
    // The block happened on the 5th in India, though on the 4th in UTC.
    expect(actionsOf(await browse('?from=2026-11-05&to=2026-11-05'))).toEqual(['block']);
    expect(actionsOf(await browse('?to=2026-11-04'))).toEqual(['report.dismiss', 'report.warn', 'approve']);
    expect(actionsOf(await browse('?from=2026-11-06'))).toEqual(['erasure']);
    expect((await get('/api/admin/audit/?from=5-11-2026')).statusCode).toBe(400);
  });

  it('pages 50 at a time through a cursor that new rows do not move', async () => {
    for (let i = 0; i < AUDIT_PAGE + 10; i += 1) {
      await audit({
        action: 'feedback.done',
        subject: `feedback:${i}`,
        at: new Date(Date.UTC(2026, 10, 10, 0, i)),
      });
    }
    const first = await browse('?action=feedback.done');
    expect(first.results).toHaveLength(AUDIT_PAGE);
    expect(first.results[0]!.subject).toBe(`feedback:${AUDIT_PAGE + 9}`);
    expect(first.next_before_id).toBe(first.results[AUDIT_PAGE - 1]!.id);

    // A row written meanwhile does not shift the next page.
    await audit({ action: 'feedback.done', subject: 'feedback:late', at: new Date('2026-11-20T00:00:00Z') });
    const second = await browse(`?action=feedback.done&before_id=${first.next_before_id}`);
    expect(second.results.map((r) => r.subject)).toEqual(
      Array.from({ length: 10 }, (_, i) => `feedback:${9 - i}`),
    );
    expect(second.next_before_id).toBeNull();
  });

  it('lists the actions the log holds, for the filter menu', async () => {
    const res = await get('/api/admin/audit/actions/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      actions: ['approve', 'block', 'erasure', 'feedback.done', 'report.dismiss', 'report.warn'],
    });
  });
});
