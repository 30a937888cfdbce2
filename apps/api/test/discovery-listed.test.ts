import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, profiles } from '@rishta/db';
import { createTestApp, type TestContext } from './helpers/test-app';

/**
 * profiles.listed is kept by database triggers (packages/db/drizzle/0003_listed_triggers.sql), so
 * these tests write the tables directly, as an admin action, a block or a deletion would, and
 * check both the flag and what people see in every listing.
 */
let ctx: TestContext;
type Row = typeof profiles.$inferSelect;
let target: Row;

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 20 });
  const rows = await ctx.handle.db.select().from(profiles).orderBy(profiles.id);
  const [demo] = await ctx.handle.db.select().from(accounts).where(eq(accounts.username, '9000000001'));
  target = rows.find((p) => p.gender === 'Female' && p.accountId !== demo!.id)!;
});
afterAll(() => ctx.close());

const flag = async () =>
  (
    await ctx.handle.db.select({ listed: profiles.listed }).from(profiles).where(eq(profiles.id, target.id))
  )[0]?.listed;

/** Whether the profile shows up in the list (and its count), new profiles and a code lookup. */
async function visible(): Promise<{ list: boolean; count: number; newProfiles: boolean; byCode: boolean }> {
  const list = (await ctx.app.inject({ url: '/api/profiles/list/?gender=Female&limit=1000' })).json() as {
    count: number;
    results: { id: number }[];
  };
  const fresh = (await ctx.app.inject({ url: '/api/profiles/new-profiles/?gender=Female' })).json() as {
    results: { id: number }[];
  };
  const byCode = (
    await ctx.app.inject({ url: `/api/profiles/list/?code=${target.profileCode}&limit=1000` })
  ).json() as { count: number };
  return {
    list: list.results.some((r) => r.id === target.id),
    count: list.count,
    newProfiles: fresh.results.some((r) => r.id === target.id),
    byCode: byCode.count === 1,
  };
}

const setProfile = (values: Partial<Row>) =>
  ctx.handle.db.update(profiles).set(values).where(eq(profiles.id, target.id));
const setBlocked = (isBlocked: boolean) =>
  ctx.handle.db.update(accounts).set({ isBlocked }).where(eq(accounts.id, target.accountId));

describe('the listed flag', () => {
  it('is set for an approved, active profile of an unblocked account', async () => {
    expect(await flag()).toBe(true);
    expect(await visible()).toMatchObject({ list: true, newProfiles: true, byCode: true });
  });

  it('follows approval: pending leaves every list, approving brings it back', async () => {
    const before = (await visible()).count;
    await setProfile({ approvalStatus: 'pending' });
    expect(await flag()).toBe(false);
    expect(await visible()).toEqual({ list: false, count: before - 1, newProfiles: false, byCode: false });
    await setProfile({ approvalStatus: 'approved' });
    expect(await flag()).toBe(true);
    expect(await visible()).toEqual({ list: true, count: before, newProfiles: true, byCode: true });
  });

  it('follows deactivation and reactivation', async () => {
    await setProfile({ isActive: false });
    expect(await flag()).toBe(false);
    expect(await visible()).toMatchObject({ list: false, newProfiles: false, byCode: false });
    await setProfile({ isActive: true });
    expect(await flag()).toBe(true);
    expect((await visible()).list).toBe(true);
  });

  it('follows blocking and unblocking the account, while other edits keep it unlisted', async () => {
    await setBlocked(true);
    expect(await flag()).toBe(false);
    expect(await visible()).toMatchObject({ list: false, newProfiles: false, byCode: false });
    // An edit of the profile itself (or approving it again) must not list a blocked account.
    await setProfile({ hobbies: 'Reading', approvalStatus: 'approved', isActive: true });
    expect(await flag()).toBe(false);
    await setBlocked(false);
    expect(await flag()).toBe(true);
    expect((await visible()).list).toBe(true);
  });

  it('cannot be set by hand: the database recomputes it', async () => {
    await setProfile({ approvalStatus: 'pending' });
    await setProfile({ listed: true });
    expect(await flag()).toBe(false);
    expect((await visible()).list).toBe(false);
    await setProfile({ approvalStatus: 'approved' });
    await setProfile({ listed: false });
    expect(await flag()).toBe(true);
  });

  it('is computed on insert: unset for a sign-up (pending, inactive), set for an approved one', async () => {
    const { id: _id, accountId: _a, slug: _s, profileCode: _c, listed: _l, ...fields } = target;
    const insert = async (n: number, values: Partial<Row>) => {
      const [account] = await ctx.handle.db
        .insert(accounts)
        .values({ username: `911111111${n}`, passwordHash: 'x' })
        .returning();
      const [row] = await ctx.handle.db
        .insert(profiles)
        .values({
          ...fields,
          ...values,
          accountId: account!.id,
          slug: `new-${n}`,
          profileCode: `RM99999${n}`,
        })
        .returning();
      return row!;
    };
    const signUp = await insert(1, { approvalStatus: 'pending', isActive: false, listed: true });
    expect(signUp.listed).toBe(false);
    const approved = await insert(2, { approvalStatus: 'approved', isActive: true });
    expect(approved.listed).toBe(true);
  });

  it('leaves with the profile when the account is deleted', async () => {
    const before = (await visible()).count;
    await ctx.handle.db.delete(accounts).where(eq(accounts.id, target.accountId));
    expect(await visible()).toEqual({ list: false, count: before - 1, newProfiles: false, byCode: false });
  });
});
