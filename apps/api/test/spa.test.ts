import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let dist: string;
const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
const ENTRY = `export const text = ${JSON.stringify('rishta '.repeat(800))};`;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'rishta-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), INDEX);
  await writeFile(
    join(dist, 'assets', 'index-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  // As the build leaves a file it compressed (apps/web/scripts/precompress.mjs); marked, so the
  // test tells it from a compression made per request.
  await writeFile(join(dist, 'assets', 'entry-def456.js.br'), brotliCompressSync(`${ENTRY}\n// built`));
  await writeFile(join(dist, 'assets', 'entry-def456.js'), ENTRY);
  await writeFile(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  ctx = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await ctx.close();
  await rm(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('serves index.html for the home page and every client-side route', async () => {
    for (const url of ['/', '/guidelines', '/profiles/some-slug?from=search', '/no/such/page']) {
      const res = await ctx.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(INDEX);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await ctx.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('sends the file the build compressed as it is, to a browser that takes brotli', async () => {
    const res = await ctx.app.inject({
      url: '/assets/entry-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(`${ENTRY}\n// built`);
    // A browser without brotli still gets the file.
    const plain = await ctx.app.inject({
      url: '/assets/entry-def456.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(ENTRY);
  });

  it('revalidates the service worker on every load', async () => {
    const res = await ctx.app.inject('/sw.js');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404 rather than the app shell', async () => {
    const res = await ctx.app.inject('/assets/missing-123.js');
    expect(res.statusCode).toBe(404);
  });

  it('sends security headers', async () => {
    const res = await ctx.app.inject('/');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
