import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MESSAGES, type ProposalStatus } from '@rishta/domain';
import { accounts, photos, profiles, profileVisits, proposals, reports } from '@rishta/db';
import { signedInStaff } from './helpers/staff';
import { createTestApp, tokenFor, type TestContext, authHeaders, demoPair } from './helpers/test-app';
import { OUTSIDE_HOURS, WITHIN_HOURS } from './helpers/contact-hours';
import { viewCountOf } from '../src/services/profiles/view-count';

type Row = typeof profiles.$inferSelect;
let ctx: TestContext;
let man: Row;
let woman: Row;
let openWoman: Row;
let manToken: string;
let womanToken: string;

const CONTACT_KEYS = ['contact_number', 'whatsapp_number', 'whatsapp_country_code', 'email'];

const detail = (slug: string, token?: string, query = '') =>
  ctx.app.inject({
    url: `/api/profiles/detail-slug/${slug}/${query}`,
    headers: authHeaders(token),
  });
const open = async (slug: string, token: string, query = '') => {
  const res = await detail(slug, token, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown>;
};
const reload = async (id: number) =>
  (await ctx.handle.db.select().from(profiles).where(eq(profiles.id, id)))[0]!;
const viewsOf = (id: number) => viewCountOf(ctx.handle.db, id);
const usernameOf = async (row: Row) =>
  (await ctx.handle.db.select().from(accounts).where(eq(accounts.id, row.accountId)))[0]!.username;
const propose = (senderId: number, receiverId: number, status: ProposalStatus = 'Sent') =>
  ctx.handle.db
    .insert(proposals)
    .values({ slug: `p-${senderId}-${receiverId}`, senderId, receiverId, status });
const clearProposals = () => ctx.handle.db.delete(proposals);

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 30 });
  // Only Date is faked: the server clock decides contact hours (DESIGN.md §5.3).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(WITHIN_HOURS);
  ({
    man: { profile: man, token: manToken },
    woman: { profile: woman, token: womanToken },
  } = await demoPair(ctx.handle));
  // A woman who shows her number and has photos, so both rules can be seen at work.
  const [withPhoto] = await ctx.handle.db
    .select({ profile: profiles })
    .from(profiles)
    .innerJoin(photos, eq(photos.profileId, profiles.id))
    .where(and(eq(profiles.gender, 'Female'), eq(photos.slot, 0)))
    .limit(1);
  await ctx.handle.db
    .update(profiles)
    .set({ privateContact: false, email: 'open@example.in' })
    .where(eq(profiles.id, withPhoto!.profile.id));
  openWoman = await reload(withPhoto!.profile.id);
});
afterAll(async () => {
  vi.useRealTimers();
  await ctx.close();
});
beforeEach(async () => {
  vi.setSystemTime(WITHIN_HOURS);
  await clearProposals();
});

describe('GET /api/profiles/detail-slug/{slug}/', () => {
  it('sends visitors without a token to login, whatever the profile', async () => {
    for (const slug of [openWoman.slug, 'no-such-profile']) {
      const res = await detail(slug);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: MESSAGES.loginToOpenProfile, code: 'loginToOpenProfile' });
    }
  });

  it('shows a logged-in viewer the profile with clear signed photos and, in contact hours, the contact of a non-private profile', async () => {
    const body = await open(openWoman.slug, manToken);
    expect(body).toMatchObject({
      id: openWoman.id,
      profile_code: openWoman.profileCode,
      full_name: openWoman.fullName,
      verification_status: openWoman.verificationStatus,
      is_owner: false,
      is_favourite: false,
      reported: false,
      contact_number: openWoman.contactNumber,
      whatsapp_number: openWoman.whatsappNumber,
      whatsapp_country_code: openWoman.whatsappCountryCode,
      email: 'open@example.in',
    });
    expect(typeof body.age).toBe('number');
    expect(body.last_active).toBe(openWoman.lastActive.toISOString());
    expect(body.created_on).toBe(openWoman.createdOn.toISOString());
    for (const key of [
      'view_count',
      'verification_remarks',
      'username',
      'approval_status',
      'expectation_proposal',
    ]) {
      expect(body).not.toHaveProperty(key);
    }
    const [slot0] = await ctx.handle.db
      .select()
      .from(photos)
      .where(and(eq(photos.profileId, openWoman.id), eq(photos.slot, 0)));
    expect(body.photo_1).toContain(slot0!.fullKey);
    expect(body.photo_1).toMatch(/\?e=\d+&s=/);
    expect(body.thumbnail).toContain(slot0!.thumbKey);
  });

  it('hides every contact key outside 08:00-22:00 India time', async () => {
    vi.setSystemTime(OUTSIDE_HOURS);
    const body = await open(openWoman.slug, manToken);
    for (const key of CONTACT_KEYS) expect(body).not.toHaveProperty(key);
  });

  it('hides a private contact until the viewer sends a proposal, and again once it is rejected', async () => {
    expect(woman.privateContact).toBe(true);
    let body = await open(woman.slug, manToken);
    for (const key of CONTACT_KEYS) expect(body).not.toHaveProperty(key);

    await propose(man.id, woman.id);
    body = await open(woman.slug, manToken);
    expect(body.contact_number).toBe(woman.contactNumber);

    vi.setSystemTime(OUTSIDE_HOURS);
    body = await open(woman.slug, manToken);
    expect(body).not.toHaveProperty('contact_number');

    vi.setSystemTime(WITHIN_HOURS);
    await ctx.handle.db.update(proposals).set({ status: 'Rejected' });
    body = await open(woman.slug, manToken);
    expect(body).not.toHaveProperty('contact_number');
  });

  it('shows the contact at any hour to a viewer who received a proposal from the profile, or whose proposal was accepted', async () => {
    vi.setSystemTime(OUTSIDE_HOURS);
    await propose(woman.id, man.id);
    expect((await open(woman.slug, manToken)).contact_number).toBe(woman.contactNumber);
    // The sender of a merely sent proposal does not get the same exemption.
    expect(await open(man.slug, womanToken)).not.toHaveProperty('contact_number');
    await ctx.handle.db.update(proposals).set({ status: 'Accepted' });
    expect((await open(man.slug, womanToken)).contact_number).toBe(man.contactNumber);
  });

  it('always shows the owner their own contact and owner-only fields', async () => {
    vi.setSystemTime(OUTSIDE_HOURS);
    await ctx.handle.db
      .update(profiles)
      .set({ verificationRemarks: 'Blurry document', verificationStatus: 'Rejected' })
      .where(eq(profiles.id, woman.id));
    const body = await open(woman.slug, womanToken, '?skip-update=true');
    expect(body).toMatchObject({
      is_owner: true,
      contact_number: woman.contactNumber,
      whatsapp_number: woman.whatsappNumber,
      verification_remarks: 'Blurry document',
      view_count: expect.any(Number),
    });
    const other = await open(woman.slug, manToken);
    expect(other).not.toHaveProperty('verification_remarks');
    expect(other.verification_status).toBe('Rejected');
  });

  it('answers 404 for unlisted profiles to others, but not to the owner; staff tokens are no user', async () => {
    const target = await reload(openWoman.id);
    const cases: Partial<Row>[] = [{ approvalStatus: 'pending' }, { isActive: false }];
    const ownerToken = await tokenFor(ctx.handle, await usernameOf(target));
    // Staff read profiles in the console (issue 13); their token never works as a user's.
    const staff = await signedInStaff(ctx, 'admin');
    for (const change of cases) {
      await ctx.handle.db.update(profiles).set(change).where(eq(profiles.id, target.id));
      const res = await detail(target.slug, manToken);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: MESSAGES.noProfileFound, code: 'noProfileFound' });
      expect((await open(target.slug, ownerToken)).is_owner).toBe(true);
      expect((await detail(target.slug, staff.token)).statusCode).toBe(401);
      await ctx.handle.db
        .update(profiles)
        .set({ approvalStatus: 'approved', isActive: true })
        .where(eq(profiles.id, target.id));
    }
    await ctx.handle.db.update(accounts).set({ isBlocked: true }).where(eq(accounts.id, target.accountId));
    expect((await detail(target.slug, manToken)).statusCode).toBe(404);
    await ctx.handle.db.update(accounts).set({ isBlocked: false }).where(eq(accounts.id, target.accountId));
    expect((await detail('no-such-profile', manToken)).statusCode).toBe(404);
  });

  it('records a visit and counts a view, except with skip-update=true or for the owner', async () => {
    const visitsOf = () =>
      ctx.handle.db
        .select()
        .from(profileVisits)
        .where(and(eq(profileVisits.visitorId, man.id), eq(profileVisits.profileId, openWoman.id)));
    await ctx.handle.db.delete(profileVisits);
    const before = await viewsOf(openWoman.id);

    await open(openWoman.slug, manToken, '?skip-update=true');
    expect(await viewsOf(openWoman.id)).toBe(before);
    expect(await visitsOf()).toHaveLength(0);

    await open(openWoman.slug, manToken);
    expect(await viewsOf(openWoman.id)).toBe(before + 1);
    const [first] = await visitsOf();
    expect(first!.visitedAt.getTime()).toBe(WITHIN_HOURS.getTime());

    vi.setSystemTime(OUTSIDE_HOURS);
    await open(openWoman.slug, manToken, '?skip-update=false');
    expect(await viewsOf(openWoman.id)).toBe(before + 2);
    const visits = await visitsOf();
    expect(visits).toHaveLength(1);
    expect(visits[0]!.visitedAt.getTime()).toBe(OUTSIDE_HOURS.getTime());

    const ownerToken = await tokenFor(ctx.handle, await usernameOf(openWoman));
    // The owner's own look is not a visit, and their page shows the count.
    expect((await open(openWoman.slug, ownerToken)).view_count).toBe(before + 2);
    expect(await viewsOf(openWoman.id)).toBe(before + 2);
  });

  it('counts every one of many openings at once, each visitor one row of Recent Visitors', async () => {
    await ctx.handle.db.delete(profileVisits);
    const before = new Map(
      await Promise.all([openWoman, woman].map(async (p) => [p.id, await viewsOf(p.id)] as const)),
    );
    // Together: the visits of openings that come while one write is on its way go in one statement.
    await Promise.all([
      ...Array.from({ length: 6 }, () => open(openWoman.slug, manToken)),
      ...Array.from({ length: 4 }, () => open(woman.slug, manToken)),
    ]);
    expect(await viewsOf(openWoman.id)).toBe(before.get(openWoman.id)! + 6);
    expect(await viewsOf(woman.id)).toBe(before.get(woman.id)! + 4);
    const rows = await ctx.handle.db.select().from(profileVisits).where(eq(profileVisits.visitorId, man.id));
    expect(rows.map((r) => r.profileId).sort()).toEqual([openWoman.id, woman.id].sort());
  });

  it('tells the viewer whether they favourited or reported the profile', async () => {
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/profiles/add-to-favourite/${openWoman.profileCode}/`,
      headers: authHeaders(manToken),
    });
    await ctx.handle.db
      .insert(reports)
      .values({ reporterId: man.id, profileId: openWoman.id, reason: 'This is a broker', evidenceKey: 'x' });
    const body = await open(openWoman.slug, manToken, '?skip-update=true');
    expect(body).toMatchObject({ is_favourite: true, reported: true });
    // Someone else's favourite and report say nothing about this viewer.
    const other = await open(openWoman.slug, womanToken, '?skip-update=true');
    expect(other).toMatchObject({ is_favourite: false, reported: false });

    // Pages opened together are read together: each still gets its own pair's answer.
    const together = await Promise.all(
      [openWoman, woman, openWoman, woman].map((p) => open(p.slug, manToken, '?skip-update=true')),
    );
    expect(together.map((page) => [page.is_favourite, page.reported])).toEqual([
      [true, true],
      [false, false],
      [true, true],
      [false, false],
    ]);
  });

  it('rejects an invalid skip-update value', async () => {
    const res = await detail(openWoman.slug, manToken, '?skip-update=maybe');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['skip-update', 'codes']);
  });
});
