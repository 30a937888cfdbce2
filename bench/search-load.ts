/**
 * The profile list under load at a million profiles (issue 15). It creates a PostgreSQL database
 * of its own (on DATABASE_URL's server, default the local one), seeds N profiles quickly
 * (search-seed.ts), starts the real API server as a separate process in production mode, and
 * drives every list variant of SPEC.md §7 and the profile detail with C concurrent connections
 * (autocannon), as a visitor and as a logged-in user, with values drawn from the data. For each it
 * prints req/s, p50/p95/p99 and errors, and the raw-SQL rate of the statements the API runs for
 * those requests when it keeps no answers and no listing index (LIST_CACHE_SECONDS=0,
 * LISTING_INDEX=false), replayed through a pg pool of the API's size in the same run, so the
 * API/SQL ratio is visible. The load average is printed with the table.
 *
 *   npm run search-load -w @rishta/bench -- [--profiles 1000000] [--duration 10]
 *     [--connections 50] [--keep] [--db NAME] [--only "category p1,detail"] [--identity]
 *
 * --keep leaves the database in place (its name is printed); --db NAME runs on such a database
 * again without seeding it (new migrations are applied first) and leaves it in place too.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDb, migrate } from '@rishta/db';
import {
  ApiServer,
  arg,
  databaseUrl,
  freePort,
  numberArg,
  onServer,
  processStats,
  sleep,
} from './api-server';
import { drive, errorSummary, loadAverage, warmUp, type Measured } from './drive';
import { genders, random, variants, type Values, type Variant } from './list-variants';
import { createSessions, dropSessions, seedProfiles, type BenchSession } from './search-seed';
import { captureStatements, replayRate, type Statement } from './search-sql-rate';

const PROFILES = numberArg('profiles', 1_000_000);
const DURATION = numberArg('duration', 10);
const CONNECTIONS = numberArg('connections', 50);
const POOL_SIZE = numberArg('pool', 10);
const KEEP = process.argv.includes('--keep');
/**
 * Clients ask for compressed answers, as every browser does; --identity asks for none (as a bare
 * load tool does), which makes big answers (local search: ~500 KB of JSON) cost their full size.
 */
const IDENTITY = process.argv.includes('--identity');
const ACCEPT_ENCODING = IDENTITY ? 'identity' : 'gzip, deflate, br';
const EXISTING = arg('db');
const ONLY = arg('only')
  ?.split(',')
  .map((s) => s.trim());

/** Targets of issue 15. */
const P95_TARGET_MS = 50;
const SQL_RATIO_TARGET = 0.6;

type Role = 'visitor' | 'logged-in';

/** Values as people would pick them: the states, educations and first names in the data. */
async function sampleValues(pool: pg.Pool): Promise<Values> {
  const common = async (column: string, n: number) =>
    (
      await pool.query<{ v: string }>(
        `select ${column} as v from profiles where listed group by 1 order by count(*) desc limit ${n}`,
      )
    ).rows.map((r) => r.v);
  const sample = async (expression: string, n: number) =>
    (
      await pool.query<{ v: string }>(
        `select ${expression} as v from profiles tablesample system (1) where listed limit ${n}`,
      )
    ).rows.map((r) => r.v);
  return {
    // States with enough people for page 50 of a category (1,000 results at 20 a page).
    states: await common('state', 15),
    educations: await common('education', 6),
    names: await sample("split_part(full_name, ' ', 1)", 200),
    slugs: await sample('slug', 2000),
  };
}

/**
 * Reads the profiles table and its indexes into the operating system's cache (pg_prewarm), as a
 * server that has been answering for a while has them: on this virtual machine the cache is
 * sometimes emptied, and then a first search for a common name read its rows from disk for
 * seconds, past the statement timeout, which measured the disk rather than the API.
 */
async function prewarm(pool: pg.Pool): Promise<void> {
  const start = performance.now();
  await pool.query('create extension if not exists pg_prewarm');
  const { rows } = await pool.query<{ pages: string }>(
    `select sum(pg_prewarm(c.oid, 'read'))::text as pages from pg_class c
      where c.oid = 'profiles'::regclass
         or c.oid in (select indexrelid from pg_index where indrelid = 'profiles'::regclass)`,
  );
  const mb = (Number(rows[0]?.pages ?? 0) * 8) / 1024;
  console.log(
    `prewarmed profiles and its indexes (${mb.toFixed(0)} MB) in ${((performance.now() - start) / 1000).toFixed(1)} s`,
  );
}

interface Row extends Measured {
  variant: string;
  role: Role;
  sqlRps: number;
  load: string;
}

async function main() {
  const dbName = EXISTING ?? `rishta_search_${randomBytes(4).toString('hex')}`;
  const url = databaseUrl(dbName);
  const dataDir = await mkdtemp(join(tmpdir(), 'rishta-search-load-'));
  if (!EXISTING) await onServer(`create database ${dbName}`);
  const handle = createDb({ databaseUrl: url, poolSize: POOL_SIZE });
  let server: ApiServer | null = null;
  let sessions: BenchSession[] = [];
  try {
    // Also on an existing database: the statements are captured before the server (which
    // migrates at start) runs, and must meet the current schema.
    await migrate(handle);
    if (!EXISTING) await seedProfiles(handle, join(dataDir, 'media'), PROFILES);
    const pool = handle.pool!;
    await prewarm(pool);
    // 5,000 people of each gender: in turn, at 2,000 profile pages a second each opens 12 a minute.
    sessions = await createSessions(pool, 5000);
    const values = await sampleValues(pool);

    const env = {
      NODE_ENV: 'production',
      NOTIFIER: 'outbox',
      MEDIA_SECRET: randomBytes(32).toString('hex'),
      DATABASE_URL: url,
      DATABASE_POOL_SIZE: String(POOL_SIZE),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
    };
    const all = Object.entries(variants(values)).filter(([name]) => !ONLY || ONLY.includes(name));
    // Logged-in requests take the sessions in turn, as that many people would, each at its own
    // pace: drawn at random, a few accounts would pass the profile page's per-account limit
    // (PROFILE_DETAILS_PER_MINUTE) and be refused as a harvesting script is (429).
    let turn = 0;
    const requestFor = (make: Variant, role: Role) => () => {
      if (role === 'visitor') return { path: make(random(genders)) };
      const session: BenchSession = sessions[turn++ % sessions.length]!;
      return { path: make(undefined), token: session.token };
    };
    const roles = (name: string): Role[] => (name === 'detail' ? ['logged-in'] : ['visitor', 'logged-in']);

    // The statements behind a sample of each variant's requests, for the raw-SQL rate.
    const statements = new Map<string, Statement[][]>();
    for (const [name, make] of all) {
      for (const role of roles(name)) {
        const next = requestFor(make, role);
        statements.set(`${name}|${role}`, await captureStatements(url, env, dataDir, next, 100));
      }
    }

    server = new ApiServer(await freePort(), env);
    await server.start();
    const pid = server.child?.pid;
    const before = processStats(pid);
    const rows: Row[] = [];
    for (const [name, make] of all) {
      for (const role of roles(name)) {
        const next = requestFor(make, role);
        await warmUp(server.base, next);
        const measured = await drive({
          base: server.base,
          connections: CONNECTIONS,
          duration: DURATION,
          acceptEncoding: ACCEPT_ENCODING,
          next,
        });
        const load = loadAverage();
        const sqlRps = await replayRate(
          url,
          statements.get(`${name}|${role}`)!,
          POOL_SIZE,
          CONNECTIONS,
          DURATION,
        );
        rows.push({ variant: name, role, ...measured, sqlRps, load });
        console.log(
          `${name} (${role}): ${measured.rps.toFixed(0)} req/s, p95 ${measured.p95.toFixed(1)} ms, ` +
            `${errorSummary(measured)}; SQL ${sqlRps.toFixed(0)}/s; load ${load}`,
        );
        await sleep(1000);
      }
    }
    const after = processStats(pid);
    printTable(rows, before, after);
  } finally {
    await server?.stop();
    await dropSessions(handle.pool!, sessions).catch(() => undefined);
    await handle.close();
    // A database named with --db was made by an earlier run: it stays.
    if (!KEEP && !EXISTING) await onServer(`drop database if exists ${dbName} with (force)`);
    else console.log(`\nKept database ${dbName}: run again with --db ${dbName}`);
    await rm(dataDir, { recursive: true, force: true });
  }
}

function printTable(
  rows: Row[],
  before: ReturnType<typeof processStats>,
  after: ReturnType<typeof processStats>,
) {
  console.log(
    `\n${PROFILES.toLocaleString('en')} profiles, ${CONNECTIONS} connections, ${DURATION} s per variant, ` +
      `Accept-Encoding: ${ACCEPT_ENCODING}:\n`,
  );
  console.log(
    '| variant | as | req/s | p50 ms | p95 ms | p99 ms | errors | raw SQL req/s | API/SQL | load avg |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const r of rows) {
    console.log(
      `| ${r.variant} | ${r.role} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ` +
        `${r.p99.toFixed(1)} | ${r.errors} | ${r.sqlRps.toFixed(0)} | ${(r.rps / r.sqlRps).toFixed(2)} | ${r.load} |`,
    );
  }
  if (before && after) {
    console.log(
      `\nAPI process: ${after.rssMb.toFixed(0)} MB resident, ${(after.cpuSeconds - before.cpuSeconds).toFixed(0)} s CPU`,
    );
  }
  // Issue 15's targets: the p95 bound is for the lists; every row, the profile page too, must
  // have no errors and keep up with its raw SQL.
  const isList = (r: Row) => r.variant !== 'detail';
  const missed = rows.filter(
    (r) => (isList(r) && r.p95 > P95_TARGET_MS) || r.errors > 0 || r.rps < SQL_RATIO_TARGET * r.sqlRps,
  );
  if (missed.length === 0) {
    console.log(
      `\nTargets met: p95 ≤ ${P95_TARGET_MS} ms for every list variant; 0 errors and ` +
        `API ≥ ${SQL_RATIO_TARGET}× raw SQL for every row.`,
    );
  } else {
    console.log(`\nTargets missed by: ${missed.map((r) => `${r.variant} (${r.role})`).join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
