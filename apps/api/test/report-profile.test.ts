import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { MESSAGES, OTHER_REPORT_REASON, REPORT_REASONS, type VerificationStatus } from '@rishta/domain';
import { accounts, profiles, reports } from '@rishta/db';
import { multipartBody, type MultipartPart } from './helpers/multipart';
import { createTestApp, tokenFor, type TestContext, authHeaders, demoPair } from './helpers/test-app';

type Row = typeof profiles.$inferSelect;
let ctx: TestContext;
let man: Row;
let woman: Row;
let other: Row;
let manToken: string;
let womanToken: string;

const evidence = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();

async function report(token: string | undefined, fields: Record<string, string>, file?: Buffer | null) {
  const parts: MultipartPart[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
  if (file !== null) {
    parts.push({ name: 'file', data: file ?? (await evidence()), filename: 'proof.png', type: 'image/png' });
  }
  const body = multipartBody(parts);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/profiles/report-profile/',
    payload: body.payload,
    headers: { ...body.headers, ...authHeaders(token) },
  });
}

const setVerification = (id: number, status: VerificationStatus) =>
  ctx.handle.db.update(profiles).set({ verificationStatus: status }).where(eq(profiles.id, id));
const reportsBy = (reporterId: number, profileId: number) =>
  ctx.handle.db
    .select()
    .from(reports)
    .where(and(eq(reports.reporterId, reporterId), eq(reports.profileId, profileId)));
const detail = (slug: string, token: string) =>
  ctx.app.inject({
    url: `/api/profiles/detail-slug/${slug}/?skip-update=true`,
    headers: authHeaders(token),
  });

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 6 });
  ({
    man: { profile: man, token: manToken },
    woman: { profile: woman, token: womanToken },
  } = await demoPair(ctx.handle));
  [other] = await ctx.handle.db
    .select()
    .from(profiles)
    .where(
      and(
        eq(profiles.gender, 'Female'),
        eq(profiles.approvalStatus, 'approved'),
        eq(profiles.isActive, true),
      ),
    )
    .limit(2)
    .then((rows) => rows.filter((r) => r.id !== woman.id));
  await setVerification(man.id, 'Verified');
  await setVerification(woman.id, 'Not Verified');
});
afterAll(async () => {
  await ctx.close();
});

describe('POST /api/profiles/report-profile/', () => {
  it('needs a token', async () => {
    const res = await report(undefined, { reason: REPORT_REASONS[0], 'user-slug': woman.slug });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a reporter who is not verified with the spec message, storing nothing', async () => {
    for (const status of ['Not Verified', 'In Process', 'Rejected'] as const) {
      await setVerification(woman.id, status);
      const res = await report(womanToken, { reason: REPORT_REASONS[1], 'user-slug': man.slug });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        status: 'failed',
        errors: { detail: [MESSAGES.verifyToReport] },
        codes: { detail: ['verifyToReport'] },
      });
    }
    expect(await reportsBy(woman.id, man.id)).toHaveLength(0);
  });

  it('lists every missing field of the form at once', async () => {
    const res = await report(manToken, {}, null);
    expect(res.statusCode).toBe(400);
    const body = res.json() as { status: string; errors: Record<string, string[]> };
    expect(body.status).toBe('failed');
    expect(body.errors.reason).toEqual([MESSAGES.required]);
    expect(body.errors['user-slug']).toEqual([MESSAGES.required]);
    expect(body.errors.file).toEqual([MESSAGES.fileRequired]);
  });

  it('needs a description for the Other reason, at most 2000 characters', async () => {
    const missing = await report(manToken, { reason: OTHER_REPORT_REASON, 'user-slug': woman.slug });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ description: [MESSAGES.required] });
    const long = await report(manToken, {
      reason: OTHER_REPORT_REASON,
      description: 'x'.repeat(2001),
      'user-slug': woman.slug,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.description).toEqual(['Max 2000 characters required.']);
    const unknown = await report(manToken, { reason: 'Because', 'user-slug': woman.slug });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveProperty('reason');
    expect(await reportsBy(man.id, woman.id)).toHaveLength(0);
  });

  it('accepts only real images as evidence, whatever the declared type', async () => {
    const res = await report(
      manToken,
      { reason: REPORT_REASONS[2], 'user-slug': woman.slug },
      Buffer.from('%PDF-1.4 not an image'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'failed',
      errors: { file: [MESSAGES.imageFilesOnly] },
      codes: { file: ['imageFilesOnly'] },
    });
    expect(await reportsBy(man.id, woman.id)).toHaveLength(0);
  });

  it('answers 404 for an unknown profile and 400 for reporting oneself', async () => {
    const unknown = await report(manToken, { reason: REPORT_REASONS[0], 'user-slug': 'no-such-profile' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().status).toBe('failed');
    const self = await report(manToken, { reason: REPORT_REASONS[0], 'user-slug': man.slug });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({
      status: 'failed',
      errors: { detail: [MESSAGES.cannotReportSelf] },
      codes: { detail: ['cannotReportSelf'] },
    });
  });

  it('stores a verified report with private, re-encoded evidence and marks the profile reported for that viewer only', async () => {
    expect((await detail(woman.slug, manToken)).json().reported).toBe(false);
    const res = await report(manToken, {
      reason: OTHER_REPORT_REASON,
      description: '  Asked me for money to arrange a meeting.  ',
      'user-slug': woman.slug,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ status: 'Done', message: 'Reported successfully.' });

    const [row] = await reportsBy(man.id, woman.id);
    expect(row).toMatchObject({
      reason: OTHER_REPORT_REASON,
      description: 'Asked me for money to arrange a meeting.',
    });
    expect(row!.evidenceKey).toMatch(new RegExp(`^reports/${row!.id}/[0-9a-f]{24}\\.jpg$`));
    const stored = await ctx.media.get(row!.evidenceKey!);
    expect((await sharp(stored!).metadata()).format).toBe('jpeg');
    // Never served: the media route needs a signature nobody but the admin screens make.
    const served = await ctx.app.inject({
      url: `/api/media/${row!.evidenceKey}?e=9999999999&s=${'a'.repeat(32)}`,
    });
    expect(served.statusCode).toBe(403);

    expect((await detail(woman.slug, manToken)).json().reported).toBe(true);
    const otherToken = await tokenFor(
      ctx.handle,
      (await ctx.handle.db.select().from(accounts).where(eq(accounts.id, other!.accountId)))[0]!.username,
    );
    expect((await detail(woman.slug, otherToken)).json().reported).toBe(false);
  });

  it('takes one report per reporter and profile', async () => {
    const again = await report(manToken, { reason: REPORT_REASONS[0], 'user-slug': woman.slug });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      status: 'failed',
      errors: { detail: [MESSAGES.alreadyReported] },
      codes: { detail: ['alreadyReported'] },
    });
    expect(await reportsBy(man.id, woman.id)).toHaveLength(1);
  });
});
