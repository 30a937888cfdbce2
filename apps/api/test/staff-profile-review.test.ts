import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { MESSAGES } from '@rishta/domain';
import {
  accounts,
  auditLog,
  blockedKeywords,
  deletionRequests,
  photos,
  profiles,
  proposals,
  reports,
  verificationDocuments,
} from '@rishta/db';
import { moderationScene } from './helpers/moderation-scene';
import { multipartBody } from './helpers/multipart';
import type { TestStaff } from './helpers/staff';
import { authHeaders, type TestContext, type TestPerson } from './helpers/test-app';
import { viewCountOf } from '../src/services/profiles/view-count';

let ctx: TestContext;
let moderator: TestStaff;
let man: TestPerson;
let woman: TestPerson;
/** Seeded profiles other than the demo pair, in id order, logged in. */
let others: TestPerson[];

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: authHeaders(token), ...(payload ? { payload } : {}) });

async function review(code: string) {
  const res = await call('GET', `/api/admin/profiles/${code}/review/`, moderator.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function verificationQueue() {
  const res = await call('GET', '/api/admin/verifications/', moderator.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    count: number;
    oldest_since: string | null;
    results: Record<string, string | null>[];
  };
}

async function pendingQueue() {
  const res = await call('GET', '/api/admin/profiles/pending/', moderator.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    results: { profile_code: string; keyword_hit_count: number; duplicate_count: number }[];
  };
}

/** What the browser gets when it opens a signed media link (no token: the signature is the key). */
const open = (url: string) => ctx.app.inject({ method: 'GET', url });

const image = () =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();

/** The owner's own upload through the API (a photo slot or `docs`), as the web app sends it. */
async function upload(owner: TestPerson, target: string) {
  // A document can be sent only while none waits and none was accepted (the demo pair is verified).
  if (target === 'docs') await setProfile(owner, { verificationStatus: 'Not Verified' });
  const body = multipartBody([
    { name: 'file', data: await image(), filename: 'upload.jpg', type: 'image/jpeg' },
  ]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/profiles/upload/${owner.profile.id}/${target}/`,
    payload: body.payload,
    headers: { ...body.headers, ...authHeaders(owner.token) },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const setProfile = (who: TestPerson, values: Partial<typeof profiles.$inferInsert>) =>
  ctx.handle.db.update(profiles).set(values).where(eq(profiles.id, who.profile.id));

const auditRows = (who: TestPerson, action: string) =>
  ctx.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.subjectAccountId, who.profile.accountId)))
    .orderBy(desc(auditLog.id));

beforeAll(async () => {
  ({ ctx, moderator, man, woman, others } = await moderationScene(6));
});
afterAll(() => ctx.close());

describe('GET /api/admin/profiles/:profile_code/review (issue 13)', () => {
  it('shows staff every stored field, contact details included, with the standing and account', async () => {
    await setProfile(woman, {
      privateContact: true,
      email: 'ayesha.s@example.com',
      approvalStatus: 'rejected',
      approvalRemarks: 'Please add a clear photo.',
    });
    await ctx.handle.db
      .update(accounts)
      .set({ lastLoginAt: new Date('2026-10-01T09:30:00Z') })
      .where(eq(accounts.id, woman.profile.accountId));
    const [stored] = await ctx.handle.db.select().from(profiles).where(eq(profiles.id, woman.profile.id));

    const body = await review(woman.profile.profileCode.toLowerCase());
    expect(body.profile).toMatchObject({
      id: stored!.id,
      slug: stored!.slug,
      profile_code: stored!.profileCode,
      full_name: 'Ayesha Siddiqui',
      gender: 'Female',
      date_of_birth: stored!.dateOfBirth,
      fathers_name: stored!.fathersName,
      mothers_name: stored!.mothersName,
      contact_of: stored!.contactOf,
      contact_number: stored!.contactNumber,
      whatsapp_number: stored!.whatsappNumber,
      whatsapp_country_code: stored!.whatsappCountryCode,
      email: 'ayesha.s@example.com',
      private_contact: true,
      expectations: stored!.expectations,
      extra_information: stored!.extraInformation,
      view_count: await viewCountOf(ctx.handle.db, stored!.id),
      updated_on: stored!.updatedOn.toISOString(),
    });
    expect(body.standing).toEqual({
      approval_status: 'rejected',
      approval_remarks: 'Please add a clear photo.',
      is_active: stored!.isActive,
      verification_status: stored!.verificationStatus,
      verification_remarks: stored!.verificationRemarks,
      listed: false,
      is_blocked: false,
      block_reason: null,
      deletion_request: null,
    });
    expect(body.account).toEqual({
      username: woman.username,
      created_on: stored!.createdOn.toISOString(),
      last_active: stored!.lastActive.toISOString(),
      last_login_on: '2026-10-01T09:30:00.000Z',
    });
    expect(body).toMatchObject({
      photos: [],
      document: null,
      keyword_hits: [],
      duplicates: [],
      proposals: { sent: 0, received: 0, accepted: 0 },
      reports: { open: 0, handled: 0 },
    });
  });

  it('gives staff the photos full size and clear, even a woman’s, which visitors only see blurred', async () => {
    await upload(woman, '0');
    await upload(woman, '2');
    const stored = await ctx.handle.db
      .select()
      .from(photos)
      .where(eq(photos.profileId, woman.profile.id))
      .orderBy(asc(photos.slot));
    const body = await review(woman.profile.profileCode);
    expect(body.photos.map((p: { slot: number }) => p.slot)).toEqual([0, 2]);
    for (const [i, photo] of (body.photos as { url: string }[]).entries()) {
      expect(photo.url).toContain(stored[i]!.fullKey);
      expect(photo.url).not.toContain(stored[i]!.blurredKey);
      const file = await open(photo.url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
    }
  });

  it('links the latest ID document for staff; the link opens now and is refused once it expired', async () => {
    await upload(woman, 'docs');
    const [doc] = await ctx.handle.db
      .select()
      .from(verificationDocuments)
      .where(eq(verificationDocuments.profileId, woman.profile.id));
    const madeAt = ctx.app.clock();
    const body = await review(woman.profile.profileCode);
    expect(body.standing.verification_status).toBe('In Process');
    expect(body.document).toEqual({
      url: expect.stringContaining(doc!.storageKey),
      mime_type: 'image/jpeg',
      uploaded_on: doc!.createdAt.toISOString(),
    });
    // Asked for 5 minutes; the media plugin rounds staff links up to the minute, so at most 6.
    const expires = Number(new URL(body.document.url, 'http://x').searchParams.get('e'));
    expect(expires * 1000).toBeLessThanOrEqual(madeAt.getTime() + 6 * 60_000 + 1000);
    expect(expires * 1000).toBeGreaterThan(madeAt.getTime() + 5 * 60_000 - 1000);

    const file = await open(body.document.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect([...file.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    // The owner's own answers never carry a link to the document.
    for (const url of [`/api/profiles/update/${woman.profile.id}/`, '/api/profiles/me/data/']) {
      const own = await call('GET', url, woman.token);
      expect(own.statusCode, own.body).toBe(200);
      expect(own.body).not.toContain(doc!.storageKey);
    }

    try {
      ctx.app.serverClock.set(new Date(expires * 1000 + 1000));
      const late = await open(body.document.url);
      expect(late.statusCode).toBe(403);
      expect(late.json()).toMatchObject({ detail: MESSAGES.linkExpired });
    } finally {
      ctx.app.serverClock.set(null);
    }
  });

  it('lists every blocked keyword in the profile, field by field', async () => {
    await ctx.handle.db.insert(blockedKeywords).values([{ keyword: 'dowry' }, { keyword: 'broker' }]);
    try {
      await setProfile(man, {
        hobbies: 'Cricket, and no DOWRY talk',
        extraInformation: 'No broker please. No dowry.',
        expectations: 'A kind person (no brokers)',
      });
      expect((await review(man.profile.profileCode)).keyword_hits).toEqual([
        { field: 'hobbies', keyword: 'dowry' },
        { field: 'extra_information', keyword: 'broker' },
        { field: 'extra_information', keyword: 'dowry' },
      ]);
      // The queue flags the count, for the same profile waiting for approval.
      await setProfile(man, { approvalStatus: 'pending' });
      const row = (await pendingQueue()).results.find((r) => r.profile_code === man.profile.profileCode);
      expect(row).toMatchObject({ keyword_hit_count: 3 });
    } finally {
      await ctx.handle.db.delete(blockedKeywords);
      await setProfile(man, { approvalStatus: 'approved' });
    }
  });

  it('flags other accounts with the same number, or a near-identical name and the same birth date', async () => {
    const [byNumber, byName, sameNameOtherBirth, otherNameSameBirth] = others;
    const dob = (await review(man.profile.profileCode)).profile.date_of_birth as string;
    // His contact number as her WhatsApp number; his name in other letter case, same birth date.
    await setProfile(byNumber!, { whatsappNumber: man.profile.contactNumber });
    await setProfile(byName!, { fullName: 'IMRAN QURESHI.', dateOfBirth: dob });
    await ctx.handle.db
      .update(accounts)
      .set({ isBlocked: true, blockReason: 'Fake profile' })
      .where(eq(accounts.id, byName!.profile.accountId));
    // Not duplicates: the same name born another year, another name born the same day.
    await setProfile(sameNameOtherBirth!, { fullName: 'Imran Qureshi', dateOfBirth: '1971-01-01' });
    await setProfile(otherNameSameBirth!, { fullName: 'Imran Khan', dateOfBirth: dob });

    const expected = [
      {
        profile_code: byNumber!.profile.profileCode,
        full_name: byNumber!.profile.fullName,
        match: 'contact_number',
        approval_status: byNumber!.profile.approvalStatus,
        is_blocked: false,
      },
      {
        profile_code: byName!.profile.profileCode,
        full_name: 'IMRAN QURESHI.',
        match: 'name_and_birth_date',
        approval_status: byName!.profile.approvalStatus,
        is_blocked: true,
      },
    ].sort((a, b) => a.profile_code.localeCompare(b.profile_code));
    expect((await review(man.profile.profileCode)).duplicates).toEqual(expected);
    // Both ways: the other account sees him too.
    expect((await review(byNumber!.profile.profileCode)).duplicates).toEqual([
      expect.objectContaining({ profile_code: man.profile.profileCode, match: 'contact_number' }),
    ]);

    // The queue carries the count, computed for the whole page at once.
    await setProfile(man, { approvalStatus: 'pending' });
    try {
      const row = (await pendingQueue()).results.find((r) => r.profile_code === man.profile.profileCode);
      expect(row).toMatchObject({ duplicate_count: 2, keyword_hit_count: 0 });
    } finally {
      await setProfile(man, { approvalStatus: 'approved' });
      await setProfile(byNumber!, { whatsappNumber: byNumber!.profile.whatsappNumber });
      for (const p of [byName!, sameNameOtherBirth!, otherNameSameBirth!]) {
        await setProfile(p, { fullName: p.profile.fullName, dateOfBirth: p.profile.dateOfBirth });
      }
      await ctx.handle.db
        .update(accounts)
        .set({ isBlocked: false, blockReason: null })
        .where(eq(accounts.id, byName!.profile.accountId));
    }
  });

  it('counts proposals and reports, and shows a deletion request and a block', async () => {
    const [a, b] = others;
    await ctx.handle.db.insert(proposals).values([
      { slug: `r-${randomBytes(4).toString('hex')}`, senderId: man.profile.id, receiverId: a!.profile.id },
      {
        slug: `r-${randomBytes(4).toString('hex')}`,
        senderId: b!.profile.id,
        receiverId: man.profile.id,
        status: 'Accepted',
      },
    ]);
    await ctx.handle.db.insert(reports).values([
      { reporterId: a!.profile.id, profileId: man.profile.id, reason: 'Fake', evidenceKey: 'evidence/x.jpg' },
      {
        reporterId: b!.profile.id,
        profileId: man.profile.id,
        reason: 'Fake',
        evidenceKey: 'evidence/y.jpg',
        status: 'dismissed',
      },
    ]);
    await ctx.handle.db
      .insert(deletionRequests)
      .values({ profileId: man.profile.id, reason: 'Marriage fixed' });
    await ctx.handle.db
      .update(accounts)
      .set({ isBlocked: true, blockReason: 'Agent' })
      .where(eq(accounts.id, man.profile.accountId));
    try {
      const body = await review(man.profile.profileCode);
      expect(body.proposals).toEqual({ sent: 1, received: 1, accepted: 1 });
      expect(body.reports).toEqual({ open: 1, handled: 1 });
      expect(body.standing).toMatchObject({
        listed: false,
        is_blocked: true,
        block_reason: 'Agent',
        deletion_request: { reason: 'Marriage fixed', details: null, requested_on: expect.any(String) },
      });
    } finally {
      await ctx.handle.db.delete(deletionRequests).where(eq(deletionRequests.profileId, man.profile.id));
      await ctx.handle.db
        .update(accounts)
        .set({ isBlocked: false, blockReason: null })
        .where(eq(accounts.id, man.profile.accountId));
    }
  });

  it('answers 404 for a code no profile has', async () => {
    const res = await call('GET', '/api/admin/profiles/RM999999/review/', moderator.token);
    expect(res.statusCode).toBe(404);
  });

  it('is for staff only', async () => {
    const url = `/api/admin/profiles/${woman.profile.profileCode}/review/`;
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, woman.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/verifications/', woman.token)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/verifications/ (issue 13)', () => {
  it('lists profiles whose document waits, oldest upload first, with the document and first photo', async () => {
    // The woman's document (uploaded above) waits; two more arrive, one of them older than hers.
    const [older, newer, blocked] = others;
    for (const p of [older!, newer!, blocked!]) await upload(p, 'docs');
    const uploadedAt = async (p: TestPerson, at: string) =>
      ctx.handle.db
        .update(verificationDocuments)
        .set({ createdAt: new Date(at) })
        .where(eq(verificationDocuments.profileId, p.profile.id));
    await uploadedAt(older!, '2026-11-01T08:00:00Z');
    await uploadedAt(woman, '2026-11-02T08:00:00Z');
    await uploadedAt(newer!, '2026-11-03T08:00:00Z');
    await uploadedAt(blocked!, '2026-10-01T08:00:00Z');
    // A blocked account waits for nobody.
    await ctx.handle.db
      .update(accounts)
      .set({ isBlocked: true, blockReason: 'Fake' })
      .where(eq(accounts.id, blocked!.profile.accountId));
    // Photos of the profile to compare with: the woman has slots 0 and 2; `older` none.
    await ctx.handle.db.delete(photos).where(eq(photos.profileId, older!.profile.id));
    await ctx.handle.db.delete(photos).where(eq(photos.profileId, newer!.profile.id));

    const queue = await verificationQueue();
    expect(queue.count).toBe(3);
    expect(queue.oldest_since).toBe('2026-11-01T08:00:00.000Z');
    expect(queue.results.map((r) => r.profile_code)).toEqual([
      older!.profile.profileCode,
      woman.profile.profileCode,
      newer!.profile.profileCode,
    ]);

    const [womanPhoto] = await ctx.handle.db
      .select()
      .from(photos)
      .where(and(eq(photos.profileId, woman.profile.id), eq(photos.slot, 0)));
    const [womanDoc] = await ctx.handle.db
      .select()
      .from(verificationDocuments)
      .where(eq(verificationDocuments.profileId, woman.profile.id));
    expect(queue.results[1]).toEqual({
      profile_code: woman.profile.profileCode,
      full_name: 'Ayesha Siddiqui',
      date_of_birth: woman.profile.dateOfBirth,
      gender: 'Female',
      city: woman.profile.city,
      document_url: expect.stringContaining(womanDoc!.storageKey),
      document_mime_type: 'image/jpeg',
      uploaded_on: '2026-11-02T08:00:00.000Z',
      photo_url: expect.stringContaining(womanPhoto!.fullKey),
    });
    expect(queue.results[0]!.photo_url).toBeNull();
    // The document as uploaded (a JPEG here), the photo as served (WebP, issue 31).
    const served: [string, string][] = [
      [queue.results[1]!.document_url!, 'image/jpeg'],
      [queue.results[1]!.photo_url!, 'image/webp'],
    ];
    for (const [url, type] of served) {
      const file = await open(url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(type);
    }
  });

  it('drops a profile once a moderator decided, and is empty when nothing waits', async () => {
    const [older, newer] = others;
    const decide = (p: TestPerson, body: object) =>
      call('POST', `/api/admin/profiles/${p.profile.profileCode}/verification/`, moderator.token, body);
    expect((await decide(older!, { status: 'Verified' })).statusCode).toBe(200);
    expect((await verificationQueue()).results.map((r) => r.profile_code)).toEqual([
      woman.profile.profileCode,
      newer!.profile.profileCode,
    ]);
    expect((await decide(woman, { status: 'Verified' })).statusCode).toBe(200);
    expect(
      (await decide(newer!, { status: 'Rejected', remark: 'The photo is unreadable.' })).statusCode,
    ).toBe(200);
    expect(await verificationQueue()).toEqual({ count: 0, oldest_since: null, results: [] });
  });
});

describe('audit rows with before and after (issue 13)', () => {
  it('writes the verification decisions with what they replaced', async () => {
    const [older, newer] = others;
    expect(await auditRows(older!, 'verify')).toEqual([
      expect.objectContaining({
        actorAccountId: moderator.accountId,
        subject: `profile:${older!.profile.id}`,
        reason: null,
        before: { verification_status: 'In Process', verification_remarks: null },
        after: { verification_status: 'Verified', verification_remarks: null },
      }),
    ]);
    expect(await auditRows(newer!, 'reject_verification')).toEqual([
      expect.objectContaining({
        actorAccountId: moderator.accountId,
        subject: `profile:${newer!.profile.id}`,
        reason: 'The photo is unreadable.',
        before: { verification_status: 'In Process', verification_remarks: null },
        after: { verification_status: 'Rejected', verification_remarks: 'The photo is unreadable.' },
      }),
    ]);
  });

  it('writes approval and rejection with the standing before and after', async () => {
    await setProfile(man, { approvalStatus: 'pending', isActive: false });
    const approve = await call(
      'POST',
      `/api/admin/profiles/${man.profile.profileCode}/approve/`,
      moderator.token,
    );
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json()).toMatchObject({ listed: true });
    expect(await auditRows(man, 'approve')).toEqual([
      expect.objectContaining({
        actorAccountId: moderator.accountId,
        subject: `profile:${man.profile.id}`,
        before: { approval_status: 'pending', is_active: false, listed: false },
        after: { approval_status: 'approved', is_active: true, listed: true },
      }),
    ]);

    const reason = 'Please use your real name.';
    const reject = await call(
      'POST',
      `/api/admin/profiles/${man.profile.profileCode}/reject/`,
      moderator.token,
      {
        reason,
      },
    );
    expect(reject.statusCode, reject.body).toBe(200);
    expect(await auditRows(man, 'reject')).toEqual([
      expect.objectContaining({
        actorAccountId: moderator.accountId,
        subject: `profile:${man.profile.id}`,
        reason,
        before: { approval_status: 'approved', approval_remarks: null, listed: true },
        after: { approval_status: 'rejected', approval_remarks: reason, listed: false },
      }),
    ]);

    // The review shows the trail newest first, with who acted.
    const trail = (await review(man.profile.profileCode)).audit;
    expect(trail.map((row: { action: string }) => row.action)).toEqual(['reject', 'approve']);
    expect(trail[0]).toEqual({
      action: 'reject',
      actor: moderator.username,
      reason,
      before: { approval_status: 'approved', approval_remarks: null, listed: true },
      after: { approval_status: 'rejected', approval_remarks: reason, listed: false },
      created_on: expect.any(String),
    });
  });

  it('says when approving leaves a blocked profile out of listings', async () => {
    const [, , blocked] = others;
    await setProfile(blocked!, { approvalStatus: 'pending' });
    const res = await call(
      'POST',
      `/api/admin/profiles/${blocked!.profile.profileCode}/approve/`,
      moderator.token,
    );
    expect(res.json()).toMatchObject({ approval_status: 'approved', listed: false });
  });
});
