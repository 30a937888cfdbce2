/**
 * The embedded default under load (issue 15: "the embedded default does not get slower"). It starts
 * the real API as a separate production process on an empty data directory with no DATABASE_URL,
 * so on PGlite with the demo profiles it seeds itself (500 by default), and drives the list
 * variants of SPEC.md §7 as a visitor with C concurrent connections (autocannon), values drawn from
 * the profiles the API lists. It prints req/s, p50/p95/p99 and errors.
 *
 *   npm run embedded-load -w @rishta/bench -- [--profiles 500] [--duration 5] [--connections 10]
 *     [--list-cache] [--repo DIR]
 *
 * Kept list answers are off (LIST_CACHE_SECONDS=0) so that each request is answered afresh;
 * --list-cache leaves the default on. --repo DIR runs another checkout's API (an older commit's,
 * after `npm ci` there) with the same requests, so two versions are compared on one machine in
 * one session: the figures of different days are not comparable on a shared virtual machine.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiServer, arg, freePort, numberArg, REPO, sleep } from './api-server';
import { drive, errorSummary, loadAverage, warmUp, type Measured } from './drive';
import { genders, random, variants, type Values } from './list-variants';

const PROFILES = numberArg('profiles', 500);
const DURATION = numberArg('duration', 5);
const CONNECTIONS = numberArg('connections', 10);
const LIST_CACHE = process.argv.includes('--list-cache');
const CHECKOUT = arg('repo') ?? REPO;
/** Visitors' lists: the profile page needs a login, and the demo accounts have no known passwords. */
const MEASURED = ['category p1', 'search', 'free text', 'new profiles', 'local search'];

interface Card {
  slug: string;
  full_name: string;
  state_current: string;
  education: string;
}

/** Values from what the API lists, as a visitor sees them. */
async function sampleValues(base: string): Promise<Values> {
  const cards: Card[] = [];
  for (const gender of genders) {
    const res = await fetch(`${base}/api/profiles/list/?gender=${gender}&limit=1000`);
    if (!res.ok) throw new Error(`Listing the demo profiles answered ${res.status}`);
    cards.push(...((await res.json()) as { results: Card[] }).results);
  }
  if (cards.length === 0) throw new Error('The API listed no profiles: is SEED_DEMO off?');
  const distinct = (values: string[]) => [...new Set(values.filter(Boolean))];
  return {
    states: distinct(cards.map((c) => c.state_current)),
    educations: distinct(cards.map((c) => c.education)),
    names: distinct(cards.map((c) => c.full_name.split(' ')[0]!)),
    slugs: cards.map((c) => c.slug),
  };
}

function describe(checkout: string): string {
  try {
    return execFileSync('git', ['-C', checkout, 'log', '-1', '--format=%h %ad', '--date=short'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    return checkout;
  }
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'rishta-embedded-load-'));
  const env = {
    NODE_ENV: 'production',
    NOTIFIER: 'outbox',
    MEDIA_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    // The embedded database on purpose: production refuses it unless told (decision 045).
    EMBEDDED_DB: 'true',
    SEED_DEMO: 'true',
    DEMO_PROFILES: String(PROFILES),
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    ...(LIST_CACHE ? {} : { LIST_CACHE_SECONDS: '0' }),
  };
  const server = new ApiServer(await freePort(), env, {
    repo: CHECKOUT,
    unset: ['DATABASE_URL', 'DATABASE_READ_URL', 'REDIS_URL'],
  });
  const rows: (Measured & { variant: string; load: string })[] = [];
  try {
    await server.start();
    const all = variants(await sampleValues(server.base));
    for (const name of MEASURED) {
      const make = all[name]!;
      const next = () => ({ path: make(random(genders)) });
      await warmUp(server.base, next);
      const measured = await drive({
        base: server.base,
        connections: CONNECTIONS,
        duration: DURATION,
        acceptEncoding: 'gzip, deflate, br',
        next,
      });
      const load = loadAverage();
      rows.push({ variant: name, ...measured, load });
      console.log(
        `${name}: ${measured.rps.toFixed(0)} req/s, p95 ${measured.p95.toFixed(1)} ms, ${errorSummary(measured)}`,
      );
      await sleep(1000);
    }
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\nPGlite, ${PROFILES} demo profiles, API of ${describe(CHECKOUT)}, visitor, ${CONNECTIONS} connections, ` +
      `${DURATION} s per variant, list cache ${LIST_CACHE ? 'on' : 'off'}:\n`,
  );
  console.log('| variant | req/s | p50 ms | p95 ms | p99 ms | errors | load avg |');
  console.log('|---|---:|---:|---:|---:|---:|---|');
  for (const r of rows) {
    console.log(
      `| ${r.variant} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} | ${r.load} |`,
    );
  }
  if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
}

await main();
