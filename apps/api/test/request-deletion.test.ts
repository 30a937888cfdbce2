import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DELETION_REASONS, MESSAGES, OTHER_DELETION_REASON, formatMessage } from '@rishta/domain';
import { deletionRequests, profiles } from '@rishta/db';
import { createTestApp, type TestContext, type TestPerson, authHeaders, demoPair } from './helpers/test-app';

let ctx: TestContext;
let man: TestPerson;
let woman: TestPerson;

const DAY = 24 * 3600_000;
/** `caller` asks to delete the profile of `owner` (no caller: a visitor). */
const requestDeletion = (owner: TestPerson, body: Record<string, unknown>, caller?: TestPerson) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/profiles/update/${owner.profile.id}/`,
    payload: body,
    headers: authHeaders(caller?.token),
  });
const requestsOf = (owner: TestPerson) =>
  ctx.handle.db.select().from(deletionRequests).where(eq(deletionRequests.profileId, owner.profile.id));
const createdDaysAgo = (owner: TestPerson, days: number) =>
  ctx.handle.db
    .update(profiles)
    .set({ createdOn: new Date(Date.now() - days * DAY) })
    .where(eq(profiles.id, owner.profile.id));
/** The owner's own view of their profile. */
const ownDetail = async (owner: TestPerson) =>
  (
    await ctx.app.inject({
      url: `/api/profiles/detail-slug/${owner.profile.slug}/?skip-update=true`,
      headers: authHeaders(owner.token),
    })
  ).json() as Record<string, unknown>;

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 2 });
  ({ man, woman } = await demoPair(ctx.handle));
  await createdDaysAgo(man, 30);
  await createdDaysAgo(woman, 30);
});
afterAll(async () => {
  await ctx.close();
});

describe('PATCH /api/profiles/update/{id}/ with reason_to_delete', () => {
  it('needs a token and the owner', async () => {
    expect((await requestDeletion(man, { reason_to_delete: DELETION_REASONS[0] })).statusCode).toBe(401);
    const other = await requestDeletion(man, { reason_to_delete: DELETION_REASONS[0] }, woman);
    expect(other.statusCode).toBe(403);
    expect(await requestsOf(man)).toHaveLength(0);
  });

  it('needs a listed reason, and details for Others (at most 2000)', async () => {
    const none = await requestDeletion(man, { reason_to_delete: '' }, man);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({
      reason_to_delete: [MESSAGES.required],
      codes: { reason_to_delete: ['required'] },
    });
    const unknown = await requestDeletion(man, { reason_to_delete: 'Bored' }, man);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toHaveProperty('reason_to_delete');
    const noDetails = await requestDeletion(man, { reason_to_delete: OTHER_DELETION_REASON }, man);
    expect(noDetails.statusCode).toBe(400);
    expect(noDetails.json()).toEqual({ details: [MESSAGES.required], codes: { details: ['required'] } });
    const long = await requestDeletion(
      man,
      { reason_to_delete: OTHER_DELETION_REASON, details: 'x'.repeat(2001) },
      man,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      details: [formatMessage.maxLength(2000)],
      codes: { details: ['maxLength'] },
      params: { details: [{ n: 2000 }] },
    });
    expect(await requestsOf(man)).toHaveLength(0);
  });

  it('refuses profiles younger than 7 days with the spec message', async () => {
    await createdDaysAgo(woman, 6.9);
    const res = await requestDeletion(woman, { reason_to_delete: DELETION_REASONS[1] }, woman);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail:
        'Seems like you have created profile just for testing purpose. Deleting profile within 7 days is not allowed.',
      code: 'deleteTooSoon',
    });
    expect(await requestsOf(woman)).toHaveLength(0);
    await createdDaysAgo(woman, 7.01);
    const later = await requestDeletion(woman, { reason_to_delete: DELETION_REASONS[1] }, woman);
    expect(later.statusCode).toBe(200);
  });

  it('tells the owner, and only the owner, from when a new profile may be deleted (issue 32)', async () => {
    await createdDaysAgo(man, 2);
    const [row] = await ctx.handle.db
      .select({ createdOn: profiles.createdOn })
      .from(profiles)
      .where(eq(profiles.id, man.profile.id));
    expect((await ownDetail(man)).deletion_possible_from).toBe(
      new Date(row!.createdOn.getTime() + 7 * DAY).toISOString(),
    );
    const seenByWoman = await ctx.app.inject({
      url: `/api/profiles/detail-slug/${man.profile.slug}/?skip-update=true`,
      headers: authHeaders(woman.token),
    });
    expect(seenByWoman.statusCode).toBe(200);
    expect(seenByWoman.json()).not.toHaveProperty('deletion_possible_from');
    await createdDaysAgo(man, 30);
    expect(await ownDetail(man)).not.toHaveProperty('deletion_possible_from');
  });

  it('records one request, changes no field, and shows the owner that it is in process', async () => {
    expect((await ownDetail(man)).deletion_requested).toBe(false);
    const res = await requestDeletion(
      man,
      {
        reason_to_delete: OTHER_DELETION_REASON,
        details: ' Found a match elsewhere. ',
        full_name: 'Changed Name',
      },
      man,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: man.profile.id, full_name: man.profile.fullName });
    expect(await requestsOf(man)).toMatchObject([
      { reason: OTHER_DELETION_REASON, details: 'Found a match elsewhere.' },
    ]);
    expect((await ownDetail(man)).deletion_requested).toBe(true);

    const again = await requestDeletion(man, { reason_to_delete: DELETION_REASONS[5] }, man);
    expect(again.statusCode).toBe(200);
    expect(await requestsOf(man)).toHaveLength(1);
  });

  it('hides the profile from lists, search and others at once; the owner still sees it and why', async () => {
    const othersDetail = () =>
      ctx.app.inject({
        url: `/api/profiles/detail-slug/${man.profile.slug}/?skip-update=true`,
        headers: authHeaders(woman.token),
      });
    const foundBySearch = async () =>
      (
        (await ctx.app.inject({ url: `/api/profiles/list/?search=${man.profile.profileCode}` })).json() as {
          count: number;
        }
      ).count;
    const standing = async () =>
      (
        (
          await ctx.app.inject({ url: '/api/profiles/me/standing/', headers: authHeaders(man.token) })
        ).json() as { state: string }
      ).state;

    // Withdrawn (as a moderator might), the profiles are listed again: visible to everyone.
    await ctx.handle.db.delete(deletionRequests);
    const before = await othersDetail();
    expect(before.statusCode, before.body).toBe(200);
    expect(await foundBySearch()).toBe(1);
    expect(await standing()).toBe('listed');

    const res = await requestDeletion(man, { reason_to_delete: DELETION_REASONS[0] }, man);
    expect(res.statusCode, res.body).toBe(200);
    expect((await othersDetail()).statusCode).toBe(404);
    expect(await foundBySearch()).toBe(0);
    expect(await standing()).toBe('deletion_requested');
    const own = await ownDetail(man);
    expect(own).toMatchObject({ is_owner: true, deletion_requested: true });
  });
});
