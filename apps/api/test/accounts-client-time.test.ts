import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@rishta/domain';
import { decodeClientTime, encodeClientTime } from '../src/plugins/client-time';
import { createTestApp, type TestContext } from './helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Exactly what the browser computes (apps/web/src/lib/api.ts): base64 twice, reversed. */
const asTheWebAppSends = (millis: number) =>
  btoa(btoa(String(millis)))
    .split('')
    .reverse()
    .join('');

const MINUTE = 60_000;
const verifyUser = (time?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/profiles/verify-user/',
    payload: { username: '9000000001' },
    headers: time === undefined ? {} : { 'x-client-time': time },
  });

describe('the time-derived request header (SPEC.md §7, DESIGN.md §5.7)', () => {
  it('accepts calls without it, as other clients make them', async () => {
    expect((await verifyUser()).statusCode).toBe(200);
  });

  it("accepts the web app's value within 10 minutes either way", async () => {
    for (const skew of [0, -9 * MINUTE, 9 * MINUTE]) {
      const res = await verifyUser(asTheWebAppSends(Date.now() + skew));
      expect(res.statusCode, `skew ${skew}`).toBe(200);
    }
  });

  it('refuses a stale or future value with a clear detail', async () => {
    for (const skew of [-11 * MINUTE, 11 * MINUTE, -86_400_000]) {
      const res = await verifyUser(asTheWebAppSends(Date.now() + skew));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: MESSAGES.requestTimeStale, code: 'requestTimeStale' });
    }
  });

  it('refuses a malformed value', async () => {
    const now = Date.now();
    const malformed = [
      '',
      'not base64 at all!',
      String(now), // the plain time
      btoa(btoa(String(now))), // not reversed
      btoa(String(now)).split('').reverse().join(''), // encoded once
      asTheWebAppSends(Number.NaN),
    ];
    for (const value of malformed) {
      const res = await verifyUser(value);
      expect(res.statusCode, value).toBe(400);
      expect(res.json()).toEqual({ detail: MESSAGES.requestTimeInvalid, code: 'requestTimeInvalid' });
    }
  });

  it('checks /api calls only, never the pages of the site', async () => {
    const stale = asTheWebAppSends(Date.now() - 60 * MINUTE);
    const page = await ctx.app.inject({ url: '/guidelines', headers: { 'x-client-time': stale } });
    expect(page.statusCode).not.toBe(400);
    const api = await ctx.app.inject({ url: '/api/health', headers: { 'x-client-time': stale } });
    expect(api.statusCode).toBe(400);
  });

  it('encodes and decodes the same way as the web app', () => {
    const now = Date.now();
    expect(encodeClientTime(now)).toBe(asTheWebAppSends(now));
    expect(decodeClientTime(asTheWebAppSends(now))).toBe(now);
  });
});
