import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import {
  MESSAGES,
  formatMessage,
  type ReportGroup,
  type ReportQueueResponse,
  STAFF_MESSAGES,
} from '@rishta/domain';
import { auditLog, reports } from '@rishta/db';
import { DEMO_PASSWORD } from '@rishta/db/seed';
import { signedInStaff, type TestStaff } from './helpers/staff';
import { fileReport, listedPeople, uploadPhoto } from './helpers/reports';
import { authHeaders, createTestApp, demoPair, type TestContext, type TestPerson } from './helpers/test-app';

let ctx: TestContext;
let staff: TestStaff;
let man: TestPerson;
let woman: TestPerson;
let a: TestPerson;
let b: TestPerson;
let c: TestPerson;
let d: TestPerson;
let womanPhotos: Awaited<ReturnType<typeof uploadPhoto>>[];

const at = (iso: string) => new Date(iso);
/** A time the app clock gave: set to `iso`, it ran on for the few milliseconds of the call. */
const clockAt = (iso: string) => expect.stringMatching(new RegExp(`^${iso.slice(0, 16)}`));
const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: authHeaders(token), ...(payload ? { payload } : {}) });
const queue = async (status?: 'open' | 'handled') => {
  const res = await call('GET', `/api/admin/reports/${status ? `?status=${status}` : ''}`, staff.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ReportQueueResponse;
};
const handle = (target: TestPerson | number, body: object) =>
  call(
    'POST',
    `/api/admin/reports/profiles/${typeof target === 'number' ? target : target.profile.id}/handle/`,
    staff.token,
    body,
  );
const handledOk = async (target: TestPerson, body: object, when: string) => {
  ctx.app.serverClock.set(at(when));
  const res = await handle(target, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ReportGroup;
};
const auditOf = (action: string) => ctx.handle.db.select().from(auditLog).where(eq(auditLog.action, action));
const openReportsOf = (person: TestPerson) =>
  ctx.handle.db
    .select()
    .from(reports)
    .where(and(eq(reports.profileId, person.profile.id), eq(reports.status, 'open')));
const fetchFile = (url: string) => ctx.app.inject({ url });
const detailOf = async (target: TestPerson, viewer: TestPerson) =>
  (
    await ctx.app.inject({
      url: `/api/profiles/detail-slug/${target.profile.slug}/?skip-update=true`,
      headers: authHeaders(viewer.token),
    })
  ).json() as Record<string, unknown>;
const cardOf = async (target: TestPerson) => {
  const res = await ctx.app.inject({ url: '/api/profiles/list/?limit=1000' });
  const cards = (res.json() as { results: { profile_code: string; thumbnail: string | null }[] }).results;
  return cards.find((card) => card.profile_code === target.profile.profileCode);
};

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 8 });
  // A fixed instant in the past: tokens stay valid and every handled_on is exact.
  ctx.app.serverClock.set(at('2026-03-02T06:00:00Z'));
  staff = await signedInStaff(ctx, 'moderator');
  ({ man, woman } = await demoPair(ctx.handle));
  [a, b, c, d] = (await listedPeople(ctx, 4)) as [TestPerson, TestPerson, TestPerson, TestPerson];
  womanPhotos = [await uploadPhoto(ctx, woman, 0), await uploadPhoto(ctx, woman, 1)];
});
afterAll(() => ctx.close());

describe('the reports queue (issue 13)', () => {
  it('is empty before anyone reports', async () => {
    expect(await queue()).toEqual({ open_count: 0, group_count: 0, oldest_since: null, results: [] });
  });

  it('groups the reports of one profile, and lists profiles by their oldest report', async () => {
    const first = await fileReport(ctx, a, woman, { at: at('2026-03-01T08:00:00Z') });
    const onC = await fileReport(ctx, man, c, { at: at('2026-03-01T09:00:00Z') });
    const third = await fileReport(ctx, b, woman, {
      reason: 'Other (Describe in detail)',
      description: 'Uses photos of my cousin.',
      at: at('2026-03-01T10:00:00Z'),
    });

    const open = await queue();
    expect(open).toMatchObject({ open_count: 3, group_count: 2, oldest_since: '2026-03-01T08:00:00.000Z' });
    expect(open.results.map((g) => g.profile.profile_code)).toEqual([
      woman.profile.profileCode,
      c.profile.profileCode,
    ]);
    const [group] = open.results;
    expect(group!.profile).toEqual({
      id: woman.profile.id,
      account_id: woman.profile.accountId,
      profile_code: woman.profile.profileCode,
      full_name: woman.profile.fullName,
      slug: woman.profile.slug,
      gender: 'Female',
      username: woman.username,
      is_blocked: false,
      block_reason: null,
      approval_status: 'approved',
      photos: [
        { slot: 0, url: expect.stringContaining(womanPhotos[0]!.fullKey) },
        { slot: 1, url: expect.stringContaining(womanPhotos[1]!.fullKey) },
      ],
    });
    expect(group!.reports).toEqual([
      {
        id: first.id,
        reporter: { profile_code: a.profile.profileCode, full_name: a.profile.fullName },
        reason: first.reason,
        description: null,
        evidence_url: expect.stringContaining(first.evidenceKey!),
        message: null,
        created_on: '2026-03-01T08:00:00.000Z',
        status: 'open',
        staff_note: null,
        handled_on: null,
        handled_by: null,
      },
      expect.objectContaining({
        id: third.id,
        reporter: { profile_code: b.profile.profileCode, full_name: b.profile.fullName },
        description: 'Uses photos of my cousin.',
        evidence_url: expect.stringContaining(third.evidenceKey!),
      }),
    ]);
    expect(open.results[1]!.reports.map((r) => r.id)).toEqual([onC.id]);
  });

  it('gives staff working links to the evidence and the full photos, for a few minutes only', async () => {
    const [group] = (await queue()).results;
    // The evidence as uploaded (a JPEG here), the photo as served (WebP, issue 31).
    const links: [string, string][] = [
      [group!.reports[0]!.evidence_url!, 'image/jpeg'],
      [group!.profile.photos[0]!.url, 'image/webp'],
    ];
    for (const [url, type] of links) {
      const served = await fetchFile(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      const expires = Number(new URL(url, 'http://x').searchParams.get('e'));
      // Staff links live 5 minutes, rounded up to the minute by the media plugin.
      expect(expires * 1000 - ctx.app.clock().getTime()).toBeLessThanOrEqual(6 * 60_000);
    }
    // The clear photos given to staff are the full-size ones, never the blurred copies.
    expect(group!.profile.photos[0]!.url).not.toContain(womanPhotos[0]!.blurredKey);
  });

  it('is for staff only: users get neither the queue nor the evidence', async () => {
    expect((await call('GET', '/api/admin/reports/')).statusCode).toBe(401);
    const user = await call('GET', '/api/admin/reports/', a.token);
    expect(user.statusCode).toBe(403);
    expect(user.json()).toMatchObject({ code: 'staffOnly' });
    const mine = await call('GET', '/api/profiles/me/reports/', a.token);
    expect(Object.keys(mine.json().results[0]).sort()).toEqual(
      ['created_on', 'full_name', 'handled', 'handled_on', 'id', 'profile_code', 'reason'].sort(),
    );
    const [evidence] = await openReportsOf(woman);
    for (const body of [mine.body, JSON.stringify(await detailOf(woman, a))]) {
      expect(body).not.toContain(evidence!.evidenceKey);
      expect(body).not.toContain('reports/');
    }
  });

  it('names the field each action needs, and changes nothing without it', async () => {
    const cases: [object, string, string][] = [
      [{ action: 'dismiss' }, 'note', MESSAGES.required],
      [{ action: 'dismiss', note: '   ' }, 'note', MESSAGES.required],
      [{ action: 'warn', note: 'Rude messages' }, 'message', MESSAGES.required],
      [{ action: 'warn', note: 'Rude messages', message: ' ' }, 'message', MESSAGES.required],
      [{ action: 'remove_photo', note: 'Not her photo' }, 'photo_slot', MESSAGES.required],
      [{ action: 'remove_photo', note: 'Not her photo', photo_slot: 3 }, 'photo_slot', MESSAGES.wrongValue],
      [{ action: 'block', note: 'Broker' }, 'reason', MESSAGES.required],
      [{ action: 'ban', note: 'Broker' }, 'action', MESSAGES.wrongValue],
    ];
    for (const [body, field, message] of cases) {
      const res = await handle(woman, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()[field], JSON.stringify(body)).toEqual([message]);
    }
    const long = await handle(woman, { action: 'dismiss', note: 'x'.repeat(501) });
    expect(long.json().note).toEqual([formatMessage.maxLength(500)]);
    expect(await openReportsOf(woman)).toHaveLength(2);
  });

  it('answers 404 for an unknown profile and 409 for one without open reports', async () => {
    const unknown = await handle(999_999, { action: 'dismiss', note: 'n/a' });
    expect(unknown.statusCode).toBe(404);
    const none = await handle(d, { action: 'dismiss', note: 'n/a' });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ detail: STAFF_MESSAGES.noOpenReports, code: 'noOpenReports' });
  });

  it('dismisses: the reports are closed with the note, and the reporter sees theirs handled', async () => {
    const note = 'Checked the chat: nothing against the rules.';
    const group = await handledOk(c, { action: 'dismiss', note }, '2026-03-02T07:00:00Z');
    expect(group.profile.profile_code).toBe(c.profile.profileCode);
    expect(group.reports).toEqual([
      expect.objectContaining({
        status: 'dismissed',
        staff_note: note,
        handled_on: clockAt('2026-03-02T07:00:00.000Z'),
        handled_by: staff.username,
      }),
    ]);
    const open = await queue();
    expect(open).toMatchObject({ open_count: 2, group_count: 1 });
    expect(open.results.map((g) => g.profile.profile_code)).toEqual([woman.profile.profileCode]);
    expect((await handle(c, { action: 'dismiss', note })).statusCode).toBe(409);

    const mine = (await call('GET', '/api/profiles/me/reports/', man.token)).json();
    expect(mine.results).toEqual([
      expect.objectContaining({
        profile_code: c.profile.profileCode,
        handled: true,
        handled_on: clockAt('2026-03-02T07:00:00.000Z'),
      }),
    ]);

    expect(await auditOf('report.dismiss')).toEqual([
      expect.objectContaining({
        actorAccountId: staff.accountId,
        subject: `profile:${c.profile.id}`,
        subjectAccountId: c.profile.accountId,
        reason: note,
        before: { report_ids: [group.reports[0]!.id], status: 'open' },
        after: { report_ids: [group.reports[0]!.id], status: 'dismissed' },
      }),
    ]);
  });

  it('removes a photo: gone from the detail, the card and the media store', async () => {
    const empty = await handle(woman, { action: 'remove_photo', note: 'x', photo_slot: 2 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ photo_slot: [STAFF_MESSAGES.noPhotoInSlot] });
    expect(await openReportsOf(woman)).toHaveLength(2);

    const [removed, kept] = womanPhotos as [(typeof womanPhotos)[0], (typeof womanPhotos)[0]];
    expect((await detailOf(woman, man)).photo_1).toEqual(expect.stringContaining(removed.fullKey));
    expect((await cardOf(woman))!.thumbnail).toContain(removed.blurredKey);

    const note = 'The photo is of a film actress.';
    const group = await handledOk(
      woman,
      { action: 'remove_photo', note, photo_slot: 0 },
      '2026-03-02T07:30:00Z',
    );
    expect(group.profile.photos.map((p) => p.slot)).toEqual([1]);
    expect(group.reports.map((r) => r.status)).toEqual(['photo_removed', 'photo_removed']);

    const detail = await detailOf(woman, man);
    expect(detail.photo_1).toBeNull();
    expect(detail.photo_2).toEqual(expect.stringContaining(kept.fullKey));
    expect((await cardOf(woman))!.thumbnail).toContain(kept.blurredKey);
    for (const key of [removed.fullKey, removed.thumbKey, removed.blurredKey]) {
      expect(await ctx.media.get(key)).toBeNull();
    }
    expect(await ctx.media.get(kept.fullKey)).not.toBeNull();

    expect(await auditOf('report.remove_photo')).toEqual([
      expect.objectContaining({
        subject: `profile:${woman.profile.id}`,
        subjectAccountId: woman.profile.accountId,
        reason: note,
        before: { report_ids: group.reports.map((r) => r.id), status: 'open', photo_slot: 0 },
        after: { report_ids: group.reports.map((r) => r.id), status: 'photo_removed', photo_slot: null },
      }),
    ]);
  });

  it('warns: the reported user reads the notice', async () => {
    await fileReport(ctx, man, d, { at: at('2026-03-01T11:00:00Z') });
    const message = 'Please keep your messages respectful, or your account will be blocked.';
    const group = await handledOk(
      d,
      { action: 'warn', note: 'Second complaint about tone', message },
      '2026-03-02T08:00:00Z',
    );
    expect(group.reports.map((r) => r.status)).toEqual(['warned']);

    const notices = await call('GET', '/api/profiles/me/notices/', d.token);
    expect(notices.json()).toEqual({
      count: 1,
      unread_count: 1,
      results: [
        { id: expect.any(Number), message, created_on: clockAt('2026-03-02T08:00:00.000Z'), read: false },
      ],
    });
    const [audit] = await auditOf('report.warn');
    expect(audit).toMatchObject({
      subject: `profile:${d.profile.id}`,
      reason: 'Second complaint about tone',
      after: { status: 'warned', notice_id: notices.json().results[0].id },
    });
    // The audit names the notice rather than copying its words.
    expect(JSON.stringify(audit)).not.toContain(message);
  });

  it('blocks: the user sees the reason at login, and the profile leaves the listings', async () => {
    await fileReport(ctx, man, woman, { at: at('2026-03-02T07:45:00Z') });
    expect(await cardOf(woman)).toBeDefined();
    const reason = 'Your profile uses photos of another person.';
    const group = await handledOk(
      woman,
      { action: 'block', note: 'Third report, confirmed by a reverse image search', reason },
      '2026-03-02T09:00:00Z',
    );
    expect(group.profile).toMatchObject({ is_blocked: true, block_reason: reason });
    expect(group.reports.map((r) => [r.reporter.profile_code, r.status])).toEqual([
      [man.profile.profileCode, 'blocked'],
    ]);

    const login = await call('POST', '/api/profiles/login/', undefined, {
      username: woman.username,
      password: DEMO_PASSWORD,
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ detail: formatMessage.userBlocked(reason), code: 'userBlocked' });
    expect((await call('GET', '/api/profiles/me/notices/', woman.token)).statusCode).toBe(401);
    expect(await cardOf(woman)).toBeUndefined();

    expect(await auditOf('report.block')).toEqual([
      expect.objectContaining({
        subject: `profile:${woman.profile.id}`,
        subjectAccountId: woman.profile.accountId,
        before: expect.objectContaining({ status: 'open', is_blocked: false, block_reason: null }),
        after: expect.objectContaining({ status: 'blocked', is_blocked: true, block_reason: reason }),
      }),
    ]);
    // One audit row per handling: the block is not recorded a second time as an account block.
    expect(await auditOf('block')).toEqual([]);
  });

  it('lists handled reports by the latest handling first, grouped the same way', async () => {
    const handled = await queue('handled');
    expect(handled).toMatchObject({ open_count: 0, group_count: 0, oldest_since: null });
    expect(handled.results.map((g) => g.profile.profile_code)).toEqual([
      woman.profile.profileCode,
      d.profile.profileCode,
      c.profile.profileCode,
    ]);
    expect(handled.results[0]!.reports.map((r) => [r.status, r.handled_on])).toEqual([
      ['photo_removed', clockAt('2026-03-02T07:30:00.000Z')],
      ['photo_removed', clockAt('2026-03-02T07:30:00.000Z')],
      ['blocked', clockAt('2026-03-02T09:00:00.000Z')],
    ]);
    expect(handled.results.every((g) => g.reports.every((r) => r.handled_by === staff.username))).toBe(true);
    expect(await queue('open')).toMatchObject({ results: [] });
    const rows = await ctx.handle.db.select().from(auditLog).where(like(auditLog.action, 'report.%'));
    expect(rows).toHaveLength(4);
  });
});
