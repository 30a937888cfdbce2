import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles } from '@rishta/db';
import { MESSAGES } from '@rishta/domain';
import { createTestApp, type TestContext, type TestPerson, authHeaders, demoPair } from './helpers/test-app';
import { OUTSIDE_HOURS, WITHIN_HOURS } from './helpers/contact-hours';
import { pdfText } from './helpers/pdf-text';

let ctx: TestContext;
let man: TestPerson;
let woman: TestPerson;

const bioDataUrl = async (slug: string, token: string) => {
  const res = await ctx.app.inject({
    url: `/api/profiles/detail-slug/${slug}/?skip-update=true`,
    headers: authHeaders(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  const url = (res.json() as { bio_data_url?: string }).bio_data_url;
  expect(url).toMatch(/^\/api\/profiles\/pdf\/[^/]+\/\?v=\d+&e=\d+&s=[\w-]+$/);
  return url!;
};
const download = (url: string) => ctx.app.inject({ url });

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 4 });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(WITHIN_HOURS);
  ({ man, woman } = await demoPair(ctx.handle));
  // The man shows his number, so only the hours decide whether an outsider sees it.
  await ctx.handle.db.update(profiles).set({ privateContact: false }).where(eq(profiles.id, man.profile.id));
});
afterAll(async () => {
  vi.useRealTimers();
  await ctx.close();
});
beforeEach(() => {
  vi.setSystemTime(WITHIN_HOURS);
});

describe('GET /api/profiles/pdf/{slug}/', () => {
  it('downloads the bio data as a PDF without a token, with the tables and the free-service notice', async () => {
    const res = await download(await bioDataUrl(man.profile.slug, woman.token));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${man.profile.profileCode}-bio-data.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain(man.profile.fullName);
    expect(text).toContain(man.profile.profileCode);
    expect(text).toContain(man.profile.fathersName);
    for (const title of [
      'Personal information',
      'Family information',
      'Contact information',
      'Other information',
    ]) {
      expect(text).toContain(title);
    }
    expect(text).toContain('This service is 100% free.');
  });

  it('shows the contact number to the owner at any hour, and to an outsider only in contact hours', async () => {
    vi.setSystemTime(OUTSIDE_HOURS);
    const own = pdfText((await download(await bioDataUrl(man.profile.slug, man.token))).rawPayload);
    expect(own).toContain(man.profile.contactNumber);
    const outsider = pdfText((await download(await bioDataUrl(man.profile.slug, woman.token))).rawPayload);
    expect(outsider).toContain(man.profile.fullName);
    expect(outsider).not.toContain(man.profile.contactNumber);

    vi.setSystemTime(WITHIN_HOURS);
    const daytime = pdfText((await download(await bioDataUrl(man.profile.slug, woman.token))).rawPayload);
    expect(daytime).toContain(man.profile.contactNumber);
  });

  it('judges the contact when the link is used, not when it was made', async () => {
    const url = await bioDataUrl(man.profile.slug, woman.token);
    vi.setSystemTime(OUTSIDE_HOURS);
    expect(pdfText((await download(url)).rawPayload)).not.toContain(man.profile.contactNumber);
  });

  it('refuses tampered, cut and expired links with 403', async () => {
    const url = await bioDataUrl(man.profile.slug, woman.token);
    const ownId = String(woman.profile.id);
    const otherViewer = url.replace(`v=${ownId}`, `v=${man.profile.id}`);
    const otherSlug = url.replace(man.profile.slug, woman.profile.slug);
    const badSignature = url.replace(/s=[\w-]+$/, `s=${'A'.repeat(32)}`);
    const later = url.replace(/e=(\d+)/, (_, e: string) => `e=${Number(e) + 3600}`);
    const cut = url.split('&s=')[0]!;
    for (const tampered of [
      otherViewer,
      otherSlug,
      badSignature,
      later,
      cut,
      `/api/profiles/pdf/${man.profile.slug}/`,
    ]) {
      const res = await download(tampered);
      expect(res.statusCode, tampered).toBe(403);
      expect(res.json()).toEqual({ detail: MESSAGES.bioDataLinkInvalid, code: 'bioDataLinkInvalid' });
    }
    vi.setSystemTime(new Date(WITHIN_HOURS.getTime() + 11 * 60_000));
    expect((await download(url)).statusCode).toBe(403);
    vi.setSystemTime(new Date(WITHIN_HOURS.getTime() + 9 * 60_000));
    expect((await download(url)).statusCode).toBe(200);
  });

  it('answers 404 once the profile is no longer listed, except to its owner', async () => {
    const outsider = await bioDataUrl(man.profile.slug, woman.token);
    const owner = await bioDataUrl(man.profile.slug, man.token);
    await ctx.handle.db.update(profiles).set({ isActive: false }).where(eq(profiles.id, man.profile.id));
    try {
      expect((await download(outsider)).statusCode).toBe(404);
      expect((await download(owner)).statusCode).toBe(200);
    } finally {
      await ctx.handle.db.update(profiles).set({ isActive: true }).where(eq(profiles.id, man.profile.id));
    }
  });
});
