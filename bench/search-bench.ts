/**
 * How fast the profile list answers on a realistic amount of data. It creates a PostgreSQL
 * database of its own on the server of DATABASE_URL (default postgres://postgres@127.0.0.1:5432/
 * postgres), migrates it, seeds the reference data and N demo profiles without photos, ANALYZEs,
 * then drives GET /api/profiles/list/ through the real app (`app.inject`) for each variant of
 * SPEC.md §7 and prints p50/p95, and EXPLAIN ANALYZE of the slowest variant's main query. The
 * database is dropped at the end, also on failure.
 *
 *   npm run search-bench -w @rishta/bench -- --profiles 100000 [--runs 200] [--budget 100]
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDb, DiskMediaStore, migrate, type DbHandle } from '@rishta/db';
import { ensureReferenceData, insertDemoProfiles } from '@rishta/db/seed';
import { buildApp } from '../apps/api/src/app';
import { testConfig } from '../apps/api/src/config';
import { onServer, SERVER_URL } from './api-server';

function numberArg(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at > 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number`);
  return value;
}

const PROFILES = numberArg('profiles', 10_000);
const RUNS = numberArg('runs', 200);
const BUDGET_MS = numberArg('budget', 100);

/** Values that exist in the seeded data, so every variant finds rows as a real user would. */
async function sampleValues(handle: DbHandle) {
  const pool = handle.pool!;
  const common = async (column: string, n: number) =>
    (
      await pool.query<{ v: string }>(
        `select ${column} as v from profiles group by 1 order by count(*) desc limit ${n}`,
      )
    ).rows.map((r) => r.v);
  const codes = (
    await pool.query<{ c: string }>('select profile_code as c from profiles order by random() limit 40')
  ).rows.map((r) => r.c);
  const names = (
    await pool.query<{ n: string }>(
      "select split_part(full_name, ' ', 1) as n from profiles order by random() limit 20",
    )
  ).rows.map((r) => r.n);
  return {
    states: await common('state', 6),
    statesCurrent: await common('state_current', 6),
    maslaks: await common('maslak', 4),
    biradaries: await common('biradari', 6),
    educations: await common('education', 5),
    heights: await common('height', 8),
    codes,
    names,
  };
}

type Values = Awaited<ReturnType<typeof sampleValues>>;

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

/** The list calls the web app makes (SPEC.md §7), varied per run so no one plan is cached. */
function variants(v: Values): Record<string, (i: number) => string> {
  const q = (params: Record<string, string | number>) =>
    `/api/profiles/list/?${new URLSearchParams(Object.entries(params).map(([k, x]): [string, string] => [k, String(x)]))}`;
  return {
    'category: state+marital+age': (i) =>
      q({
        gender: i % 2 ? 'Male' : 'Female',
        state: pick(v.states, i),
        martial_status: 'Unmarried',
        age__gte: 22,
        age__lte: 25 + (i % 8),
        page: 1 + (i % 3),
      }),
    'search: __in filters + age': (i) =>
      q({
        gender: i % 2 ? 'Male' : 'Female',
        state__in: [pick(v.states, i), pick(v.states, i + 1)].join(','),
        state_current__in: [pick(v.statesCurrent, i), pick(v.statesCurrent, i + 2)].join(','),
        maslak__in: [pick(v.maslaks, i), pick(v.maslaks, i + 1)].join(','),
        martial_status__in: 'Unmarried,Divorced',
        education__in: [pick(v.educations, i), pick(v.educations, i + 1), pick(v.educations, i + 2)].join(
          ',',
        ),
        height__in: [pick(v.heights, i), pick(v.heights, i + 1), pick(v.heights, i + 3)].join(','),
        age__gte: 20,
        age__lte: 35,
        page: 1,
      }),
    'search: free text name': (i) =>
      q({ gender: i % 2 ? 'Male' : 'Female', search: pick(v.names, i), page: 1 }),
    'new profiles: -created_on': (i) =>
      q({ gender: i % 2 ? 'Male' : 'Female', ordering: '-created_on', limit: 50 }),
    'codes lookup': (i) =>
      q({ code: Array.from({ length: 10 }, (_, k) => pick(v.codes, i + k)).join(','), limit: 1000 }),
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main() {
  const name = `rishta_bench_${randomBytes(4).toString('hex')}`;
  const mediaDir = await mkdtemp(join(tmpdir(), 'rishta-bench-media-'));
  await onServer(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const handle = createDb({ databaseUrl: url.toString(), poolSize: 10 });
  try {
    await migrate(handle);
    const media = new DiskMediaStore(mediaDir);
    await ensureReferenceData(handle.db);

    const seedStart = performance.now();
    let lastPrint = 0;
    await insertDemoProfiles(handle.db, media, PROFILES, {
      photoRatio: 0,
      batchSize: 500,
      onProgress: (done, total) => {
        if (done - lastPrint < 10_000 && done !== total) return;
        lastPrint = done;
        const secs = (performance.now() - seedStart) / 1000;
        console.log(`seeded ${done}/${total} profiles in ${secs.toFixed(1)} s`);
      },
    });
    // As autovacuum would after a bulk load: statistics, and the visibility map for index-only scans.
    await handle.pool!.query('vacuum analyze');
    console.log(`seeding took ${((performance.now() - seedStart) / 1000).toFixed(1)} s\n`);

    const app = await buildApp({
      config: testConfig(),
      db: handle,
      media,
      mediaSecret: randomBytes(32).toString('hex'),
    });
    await app.ready();
    const values = await sampleValues(handle);
    const results: { variant: string; p50: number; p95: number; max: number; count: number; url: string }[] =
      [];
    for (const [variant, urlFor] of Object.entries(variants(values))) {
      // A few warm-up calls, so connection set-up and JIT are not counted.
      for (let i = 0; i < 5; i++) await app.inject({ url: urlFor(i) });
      const times: number[] = [];
      let count = 0;
      let slowest = { ms: 0, url: '' };
      for (let i = 0; i < RUNS; i++) {
        const url = urlFor(i);
        const start = performance.now();
        const res = await app.inject({ url });
        const ms = performance.now() - start;
        if (res.statusCode !== 200) throw new Error(`${variant}: ${res.statusCode} ${res.body}`);
        count += (res.json() as { count: number }).count;
        times.push(ms);
        if (ms > slowest.ms) slowest = { ms, url };
      }
      times.sort((a, b) => a - b);
      results.push({
        variant,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        max: times[times.length - 1]!,
        count: Math.round(count / RUNS),
        url: slowest.url,
      });
    }
    await app.close();

    console.log(`${PROFILES} profiles, ${RUNS} calls per variant (ms, through app.inject):\n`);
    console.log('| variant | p50 | p95 | max | avg count |');
    console.log('|---|---:|---:|---:|---:|');
    for (const r of results) {
      console.log(
        `| ${r.variant} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.max.toFixed(1)} | ${r.count} |`,
      );
    }

    const slowest = results.reduce((a, b) => (b.p95 > a.p95 ? b : a));
    console.log(`\nSlowest by p95: ${slowest.variant}\n  ${slowest.url}\n`);
    await explainSlowest(handle, slowest.url);

    const over = results.filter((r) => r.p95 > BUDGET_MS);
    if (over.length > 0) {
      console.log(`\nOver the ${BUDGET_MS} ms p95 budget: ${over.map((r) => r.variant).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await handle.close();
    await onServer(`drop database if exists ${name} with (force)`);
    await rm(mediaDir, { recursive: true, force: true });
  }
}

/**
 * EXPLAIN ANALYZE of the statements the slowest call runs: the app is rebuilt on a pool that
 * records the SQL, the call is made once, and each recorded select is explained with its values.
 */
async function explainSlowest(handle: DbHandle, url: string) {
  const pool = handle.pool!;
  const seen: { text: string; values: unknown[] }[] = [];
  const original = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (...args: unknown[]) => {
    const [first, second] = args;
    const config = first as { text?: string; values?: unknown[] } | string;
    const text = typeof config === 'string' ? config : (config.text ?? '');
    const values = ((typeof config === 'string' ? undefined : config.values) ?? second) as
      unknown[] | undefined;
    if (/^\s*select/i.test(text) && /from "profiles"/i.test(text)) seen.push({ text, values: values ?? [] });
    return original(...args);
  };
  const app = await buildApp({
    config: testConfig(),
    db: handle,
    media: new DiskMediaStore(tmpdir()),
    mediaSecret: randomBytes(32).toString('hex'),
  });
  await app.ready();
  seen.length = 0;
  await app.inject({ url });
  await app.close();
  (pool as unknown as { query: typeof original }).query = original;
  for (const statement of seen) {
    const plan = await pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${statement.text}`,
      statement.values,
    );
    console.log(statement.text.slice(0, 400) + (statement.text.length > 400 ? ' …' : ''));
    console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
    console.log('');
  }
}

await main();
