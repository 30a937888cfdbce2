import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { REVIEW_HOURS } from '@rishta/domain';
import { profiles } from '@rishta/db';
import { createTestApp, type TestContext, authHeaders } from './helpers/test-app';
import { listedPerson } from './helpers/proposals';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ profiles: 4 });
});
afterAll(() => ctx.close());

const standing = (token?: string) =>
  ctx.app.inject({
    url: '/api/profiles/me/standing/',
    headers: authHeaders(token),
  });

const setRow = (id: number, values: Partial<typeof profiles.$inferInsert>) =>
  ctx.handle.db.update(profiles).set(values).where(eq(profiles.id, id));

describe('own standing (issue 11)', () => {
  it('needs a login', async () => {
    expect((await standing()).statusCode).toBe(401);
  });

  it('tells the owner whether their profile is listed, under review, inactive or rejected', async () => {
    const me = await listedPerson(ctx, 'Female');
    const listed = await standing(me.token);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({
      profile_id: me.profile.id,
      slug: me.profile.slug,
      state: 'listed',
      review_hours: REVIEW_HOURS,
      reason: null,
    });

    await setRow(me.profile.id, { approvalStatus: 'pending' });
    expect((await standing(me.token)).json()).toMatchObject({ state: 'under_review' });
    await setRow(me.profile.id, { approvalStatus: 'approved', isActive: false });
    expect((await standing(me.token)).json()).toMatchObject({ state: 'inactive' });
    await setRow(me.profile.id, { approvalStatus: 'rejected' });
    expect((await standing(me.token)).json()).toMatchObject({ state: 'rejected' });
    await setRow(me.profile.id, { approvalStatus: 'approved', isActive: true });
  });
});
