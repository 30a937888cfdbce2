import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '@rishta/db';
import { signedInStaff } from './helpers/staff';
import { createTestApp, type TestContext, authHeaders, demoPair } from './helpers/test-app';

let ctx: TestContext;
let adminToken: string;
let userToken: string;

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: authHeaders(token), ...(payload ? { payload } : {}) });
const inbox = async (status?: 'open' | 'done') =>
  (await call('GET', `/api/admin/feedback/${status ? `?status=${status}` : ''}`, adminToken)).json() as {
    open_count: number;
    results: { id: number; name: string; description: string; handled_on: string | null }[];
  };
const sendFeedback = (name: string, description: string) =>
  call('POST', '/api/configs/feedback/', undefined, {
    category: 'suggestion',
    name,
    gender: 'Female',
    mobile: '9876500011',
    email: 'reader@example.com',
    location: 'Pune',
    description,
  });

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 2 });
  adminToken = (await signedInStaff(ctx, 'moderator')).token;
  userToken = (await demoPair(ctx.handle)).man.token;
});
afterAll(() => ctx.close());

describe('the feedback inbox (issue 13)', () => {
  it('is for staff only', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/feedback/'],
      ['POST', '/api/admin/feedback/1/done/'],
    ] as const) {
      expect((await call(method, url)).statusCode).toBe(401);
      expect((await call(method, url, userToken)).statusCode).toBe(403);
    }
  });

  it('shows what users wrote, oldest first, and marks a message done once', async () => {
    expect((await sendFeedback('Asma', 'The search is great.')).statusCode).toBe(201);
    expect((await sendFeedback('Bilal', 'Please add Tamil.')).statusCode).toBe(201);
    const open = await inbox();
    expect(open.open_count).toBe(2);
    expect(open.results.map((r) => [r.name, r.description, r.handled_on])).toEqual([
      ['Asma', 'The search is great.', null],
      ['Bilal', 'Please add Tamil.', null],
    ]);

    const first = open.results[0]!.id;
    const done = await call('POST', `/api/admin/feedback/${first}/done/`, adminToken);
    expect(done.statusCode, done.body).toBe(200);
    const handledOn = done.json().handled_on as string;
    expect(handledOn).toEqual(expect.any(String));
    // Marking it again keeps the first time and writes no second audit row.
    expect((await call('POST', `/api/admin/feedback/${first}/done/`, adminToken)).json().handled_on).toBe(
      handledOn,
    );
    const audit = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'feedback-done'), eq(auditLog.subject, `feedback:${first}`)));
    expect(audit).toHaveLength(1);

    expect((await inbox()).results.map((r) => r.name)).toEqual(['Bilal']);
    expect(await inbox('done')).toMatchObject({ open_count: 1, results: [{ name: 'Asma' }] });
  });

  it('answers 404 for a message that does not exist and 400 for a wrong status', async () => {
    expect((await call('POST', '/api/admin/feedback/999999/done/', adminToken)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/feedback/?status=all', adminToken)).statusCode).toBe(400);
  });
});
