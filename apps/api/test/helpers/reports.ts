import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import sharp from 'sharp';
import { REPORT_REASONS } from '@rishta/domain';
import { accounts, photos, profiles, reports } from '@rishta/db';
import { DEMO_ACCOUNTS } from '@rishta/db/seed';
import { authHeaders, person, type TestContext, type TestPerson } from './test-app';

type Part = { name: string; value: string } | { name: string; data: Buffer; filename: string; type: string };

/** A multipart/form-data body with text fields and file parts, built by hand. */
function multipart(parts: Part[]) {
  const boundary = `----rishta${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'value' in part
        ? `Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}`
        : `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.type}\r\n\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}`));
    if (!('value' in part)) chunks.push(part.data);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const image = (r: number, g: number, b: number) =>
  sharp({ create: { width: 300, height: 240, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

/** Listed people other than the demo pair (the seed's random profiles), logged in. */
export async function listedPeople(ctx: TestContext, howMany: number): Promise<TestPerson[]> {
  const rows = await ctx.handle.db
    .select({ username: accounts.username })
    .from(profiles)
    .innerJoin(accounts, eq(accounts.id, profiles.accountId))
    .where(
      and(
        eq(profiles.listed, true),
        notInArray(
          accounts.username,
          DEMO_ACCOUNTS.map((a) => a.username),
        ),
      ),
    )
    .orderBy(profiles.id)
    .limit(howMany);
  expect(rows).toHaveLength(howMany);
  return Promise.all(rows.map((row) => person(ctx.handle, row.username)));
}

/**
 * `reporter` reports `target` through the real report call, with an evidence image (a verified
 * reporter, as the call requires). Optionally dated `at`, so a queue's order and age are exact.
 */
export async function fileReport(
  ctx: TestContext,
  reporter: TestPerson,
  target: TestPerson,
  { reason = REPORT_REASONS[3], description, at }: { reason?: string; description?: string; at?: Date } = {},
) {
  await ctx.handle.db
    .update(profiles)
    .set({ verificationStatus: 'Verified' })
    .where(eq(profiles.id, reporter.profile.id));
  const fields: Part[] = [
    { name: 'reason', value: reason },
    { name: 'user-slug', value: target.profile.slug },
    ...(description ? [{ name: 'description', value: description }] : []),
    { name: 'file', data: await image(200, 30, 30), filename: 'proof.png', type: 'image/png' },
  ];
  const body = multipart(fields);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/profiles/report-profile/',
    payload: body.payload,
    headers: { ...body.headers, ...authHeaders(reporter.token) },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await ctx.handle.db
    .select()
    .from(reports)
    .where(and(eq(reports.reporterId, reporter.profile.id), eq(reports.profileId, target.profile.id)))
    .orderBy(desc(reports.id))
    .limit(1);
  if (at) await ctx.handle.db.update(reports).set({ createdAt: at }).where(eq(reports.id, row!.id));
  return { ...row!, createdAt: at ?? row!.createdAt };
}

/** The owner uploads a photo into `slot` through the real upload call; returns its stored row. */
export async function uploadPhoto(ctx: TestContext, owner: TestPerson, slot: number) {
  const body = multipart([
    { name: 'file', data: await image(40 * slot, 120, 200), filename: 'me.png', type: 'image/png' },
  ]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/profiles/upload/${owner.profile.id}/${slot}/`,
    payload: body.payload,
    headers: { ...body.headers, ...authHeaders(owner.token) },
  });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await ctx.handle.db
    .select()
    .from(photos)
    .where(and(eq(photos.profileId, owner.profile.id), eq(photos.slot, slot)));
  return row!;
}
