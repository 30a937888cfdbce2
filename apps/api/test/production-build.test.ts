// The production build (issue 28): `node scripts/build.mjs` bundles the API into apps/api/dist/,
// and `node dist/server.js` runs it with no TypeScript loader. This builds what is in src now,
// starts the built server as production does (an empty embedded database, demo data seeded from
// the bundle) and downloads a bio-data PDF, which the compiled worker (dist/render-worker.js)
// lays out.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIO_DATA_TEXTS } from '@rishta/domain';
import { createBioDataLinks } from '../src/services/bio-data/bio-data-link';
import { pdfText, pdfTextDetails } from './helpers/pdf-text';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const API = join(REPO, 'apps/api');
const DIST_FILES = ['server.js', 'render-worker.js'];
const MEDIA_SECRET = 'production-build-test-media-secret-0123456789';

let dataDir: string;
let server: ChildProcess | undefined;
let base: string;
const output: string[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

beforeAll(async () => {
  const built = spawnSync(process.execPath, [join(API, 'scripts/build.mjs')], { cwd: API, encoding: 'utf8' });
  expect(built.status, `${built.stdout}${built.stderr}`).toBe(0);

  dataDir = await mkdtemp(join(tmpdir(), 'rishta-production-build-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // Only what production would set: nothing of this process's environment (no DATABASE_URL,
  // REDIS_URL or NODE_OPTIONS with a loader), and plain `node` with no flags.
  server = spawn(process.execPath, [join(API, 'dist/server.js')], {
    cwd: REPO,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      NODE_OPTIONS: '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_DB: 'true',
      MEDIA_SECRET,
      NOTIFIER: 'outbox',
      // A few demo profiles: the seed runs from the bundle too, and the PDF needs a profile.
      // Production seeds them only when told, with passwords nobody knows.
      SEED_DEMO: 'true',
      DEMO_PROFILES: '4',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));

  // About 13 s here (PGlite's first start, migrations, the seed); more while other tests run.
  const deadline = Date.now() + 100_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The built server exited early:\n${output.join('')}`);
    const ready = await fetch(`${base}/api/ready`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`The built server never got ready:\n${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

afterAll(async () => {
  if (server?.pid !== undefined && server.exitCode === null) {
    process.kill(server.pid, 'SIGTERM');
    await Promise.race([exited(server), new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (server.exitCode === null && server.signalCode === null) process.kill(server.pid, 'SIGKILL');
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the production build', () => {
  it('imports no TypeScript and no package outside the production dependencies', () => {
    const allowed = new Set<string>(builtinModules);
    for (const dir of ['apps/api', 'packages/db', 'packages/domain']) {
      const pkg = JSON.parse(readFileSync(join(REPO, dir, 'package.json'), 'utf8')) as {
        dependencies?: Record<string, string>;
      };
      for (const name of Object.keys(pkg.dependencies ?? {})) allowed.add(name);
    }
    expect(allowed.has('tsx')).toBe(false);

    for (const file of DIST_FILES) {
      const code = readFileSync(join(API, 'dist', file), 'utf8');
      const specifiers = [
        ...code.matchAll(/^\s*(?:import|export)\b[^'"`;]*?\bfrom\s*["']([^"']+)["']/gm),
        ...code.matchAll(/^\s*import\s*["']([^"']+)["']/gm),
        ...code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
      ].map(([, specifier]) => specifier!);
      expect(specifiers.length, file).toBeGreaterThan(0);
      for (const specifier of specifiers) {
        // Our own code (and the @rishta/* packages) is inside the bundle, never imported.
        expect(specifier, `${file} imports ${specifier}`).not.toMatch(/^(\.|\/|@rishta\/)|\.[mc]?tsx?$/);
        const name = specifier.startsWith('node:')
          ? specifier.slice(5)
          : specifier
              .split('/')
              .slice(0, specifier.startsWith('@') ? 2 : 1)
              .join('/');
        expect(allowed.has(name), `${file} imports ${specifier}, not a production dependency`).toBe(true);
      }
    }
  });

  it('answers health and readiness from node dist/server.js', async () => {
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect((await fetch(`${base}/api/ready`)).status).toBe(200);
  });

  it('renders a bio-data PDF in the compiled worker', async () => {
    // Production has no demo login (start-up-data.ts), so the test signs the link as a detail
    // answer would for the profile's owner: with the same MEDIA_SECRET.
    const list = await fetch(`${base}/api/profiles/list/`);
    expect(list.status, await list.clone().text()).toBe(200);
    const { results } = (await list.json()) as { results: { id: number; slug: string; full_name: string }[] };
    const card = results[0]!;
    const url = createBioDataLinks(MEDIA_SECRET).url(card.slug, card.id, new Date());

    const pdf = await fetch(`${base}${url}`);
    expect(pdf.status, output.join('')).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(bytes)).toContain(card.full_name);

    // In Urdu (issue 30): the worker finds the bundled Noto fonts in node_modules from dist/.
    const urdu = await fetch(`${base}${url}&lang=ur`);
    expect(urdu.status, output.join('')).toBe(200);
    const details = pdfTextDetails(Buffer.from(await urdu.arrayBuffer()));
    expect(details.fonts).toContain('NotoNaskhArabic-Bold');
    expect(details.text.replace(/\s+/g, '')).toContain(BIO_DATA_TEXTS.ur.title.replace(/\s+/g, ''));
    expect(details.notdef).toBe(0);
  });
});
