// Issue 10: one bio-data PDF with a very long word froze every other request for seconds to
// minutes. PDFs are now laid out by worker threads with a time limit and kept until the profile
// changes; these tests hold the API to that.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { MESSAGES, NAME_LENGTH, PARENT_FIELD_LENGTH, TEXT_MAX } from '@rishta/domain';
import { profiles } from '@rishta/db';
import { createTestApp, profileOfUser, tokenFor, type TestContext, authHeaders } from './helpers/test-app';
import { pdfText } from './helpers/pdf-text';

const OWNER = '9000000001';
const VIEWER = '9000000002';
/** What a profile stored before the limits could hold: the word that froze the API for 3–16 s. */
const LEGACY_WORD = 'W'.repeat(40_000);

const profileOf = (ctx: TestContext, username: string) => profileOfUser(ctx.handle, username);

async function bioDataUrl(ctx: TestContext, slug: string, token: string): Promise<string> {
  const res = await ctx.app.inject({
    url: `/api/profiles/detail-slug/${slug}/?skip-update=true`,
    headers: authHeaders(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { bio_data_url: string }).bio_data_url;
}

/** Every free text at its longest, in unbroken words, and one legacy 40,000-letter word. */
const worstTexts = {
  fullName: 'W'.repeat(NAME_LENGTH.max),
  fathersName: 'W'.repeat(PARENT_FIELD_LENGTH.max),
  mothersName: 'W'.repeat(PARENT_FIELD_LENGTH.max),
  fathersOccupation: 'W'.repeat(PARENT_FIELD_LENGTH.max),
  mothersOccupation: 'W'.repeat(PARENT_FIELD_LENGTH.max),
  occupation: 'W'.repeat(TEXT_MAX.short),
  degree: 'W'.repeat(TEXT_MAX.short),
  hobbies: 'W'.repeat(TEXT_MAX.detail),
  expectations: 'W'.repeat(TEXT_MAX.long),
  extraInformation: LEGACY_WORD,
};

/** Ordinary values again, so the next test's edit passes the form's rules. */
const restoredTexts = {
  fullName: 'Imran Qureshi',
  fathersName: 'Salim Qureshi',
  mothersName: 'Rukhsana Begum',
  fathersOccupation: 'Shopkeeper',
  mothersOccupation: 'HouseWife',
  occupation: 'Teacher',
  degree: 'B.Com',
  expectations: 'A kind and educated partner from a good family.',
  extraInformation: 'My parents are involved in this search and will reply.',
};

describe('bio-data PDFs off the event loop', () => {
  let ctx: TestContext;
  let ownerToken: string;
  let viewerToken: string;

  beforeAll(async () => {
    ctx = await createTestApp({ profiles: 4 });
    ownerToken = await tokenFor(ctx.handle, OWNER);
    viewerToken = await tokenFor(ctx.handle, VIEWER);
    // A first PDF starts the worker thread (seconds on a busy CI machine), as a running server's
    // first download would; the tests below measure a warm pool.
    const viewer = await profileOf(ctx, VIEWER);
    expect((await ctx.app.inject({ url: await bioDataUrl(ctx, viewer.slug, ownerToken) })).statusCode).toBe(
      200,
    );
  });
  afterAll(() => ctx.close());

  it('keeps /api/health under 100 ms while the worst profile is laid out, and wraps its words', async () => {
    const owner = await profileOf(ctx, OWNER);
    await ctx.handle.db.update(profiles).set(worstTexts).where(eq(profiles.id, owner.id));
    const url = await bioDataUrl(ctx, owner.slug, viewerToken);

    let finished = false;
    // inject() answers a lazy chain; a real promise starts the request now.
    const download = Promise.resolve(ctx.app.inject({ url })).finally(() => {
      finished = true;
    });
    const healthTimes: number[] = [];
    do {
      const started = performance.now();
      const health = await ctx.app.inject('/api/health');
      healthTimes.push(performance.now() - started);
      expect(health.statusCode).toBe(200);
      // A monitor's pace, not a busy loop that would itself hold the event loop.
      await new Promise((resolve) => setTimeout(resolve, 5));
    } while (!finished && healthTimes.length < 10_000);

    const res = await download;
    expect(res.statusCode, res.body).toBe(200);
    expect(Math.max(...healthTimes), healthTimes.map(Math.round).join(' ')).toBeLessThan(100);
    // Long words break into lines; a value stops at the longest text the forms accept.
    const lines = pdfText(res.rawPayload).split('\n');
    expect(lines.some((line) => /^W{20,30}$/.test(line.trim()))).toBe(true);
    expect(lines.every((line) => line.length < 200)).toBe(true);
    expect(res.rawPayload.toString('latin1')).not.toContain('W'.repeat(TEXT_MAX.long + 1));
  });

  it('keeps a PDF until the profile changes, then lays it out anew', async () => {
    const owner = await profileOf(ctx, OWNER);
    const changedOn = new Date(owner.updatedOn.getTime() + 1000);
    await ctx.handle.db
      .update(profiles)
      .set({ ...restoredTexts, hobbies: 'Calligraphy', updatedOn: changedOn })
      .where(eq(profiles.id, owner.id));
    const url = await bioDataUrl(ctx, owner.slug, viewerToken);
    const first = await ctx.app.inject({ url });
    expect(pdfText(first.rawPayload)).toContain('Calligraphy');

    // Written behind the API's back (the update time stays): the kept PDF is served as it was.
    await ctx.handle.db
      .update(profiles)
      .set({ hobbies: 'Gardening', updatedOn: changedOn })
      .where(eq(profiles.id, owner.id));
    const kept = await ctx.app.inject({ url });
    expect(kept.rawPayload.equals(first.rawPayload)).toBe(true);

    // A real edit changes the profile, so the next download shows it.
    const edit = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/profiles/update/${owner.id}/`,
      headers: authHeaders(ownerToken),
      payload: { hobbies: 'Swimming' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const fresh = await ctx.app.inject({ url: await bioDataUrl(ctx, owner.slug, viewerToken) });
    expect(pdfText(fresh.rawPayload)).toContain('Swimming');
  });
});

describe('bio-data time limit', () => {
  it('answers 503 with the usual shape when a PDF takes longer than allowed', async () => {
    const ctx = await createTestApp({ profiles: 2, bioDataRenderer: { timeoutMs: 1 } });
    try {
      const owner = await profileOf(ctx, OWNER);
      const url = await bioDataUrl(ctx, owner.slug, await tokenFor(ctx.handle, VIEWER));
      const res = await ctx.app.inject({ url });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ detail: MESSAGES.serviceUnavailable, code: 'serviceUnavailable' });
      expect((await ctx.app.inject('/api/health')).statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});
