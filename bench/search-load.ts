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
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { createDb, migrate } from '@rishta/db';
import {
  ApiServer,
  arg,
  databaseUrl,
  freePort,
  numberArg,
  onServer,
  percentile,
  processStats,
  sleep,
} from './api-server';
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
/**
 * autocannon turns every response body into a string (`body += chunk`, to compare it with an
 * expected body we never give). For a compressed body that is UTF-8 decoding of binary data, its
 * slowest path: profiled at 79 % of the load generator's CPU for local search (54 KB an answer),
 * which made the generator, at ~1,200 req/s on one core, the limit rather than the server (7,400
 * req/s once the bodies were left alone). Bodies are counted, not read, so that step is skipped.
 */
const PipelinedRequestsQueue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js') as {
  prototype: { addBody: (data: Buffer) => void };
};
PipelinedRequestsQueue.prototype.addBody = () => undefined;

/** Targets of issue 15. */
const P95_TARGET_MS = 50;
const SQL_RATIO_TARGET = 0.6;

type Role = 'visitor' | 'logged-in';

interface Values {
  states: string[];
  educations: string[];
  names: string[];
  slugs: string[];
}

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

const random = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const genders = ['Male', 'Female'] as const;

function listPath(params: Record<string, string | number | undefined>): string {
  const entries = Object.entries(params).filter((e): e is [string, string | number] => e[1] !== undefined);
  return `/api/profiles/list/?${new URLSearchParams(entries.map(([k, v]): [string, string] => [k, String(v)]))}`;
}

/** Each variant as the web app asks for it (apps/web/src/features/browse), values at random. */
function variants(v: Values): Record<string, (gender: string | undefined) => string> {
  const category = (page: number) => (gender: string | undefined) =>
    listPath({
      martial_status: 'Unmarried',
      age__gte: 10,
      age__lte: 100,
      state: random(v.states),
      page,
      gender,
    });
  return {
    'category p1': category(1),
    'category p50': category(50),
    search: (gender) => {
      const states = new Set([random(v.states), random(v.states)]);
      const educations = new Set([random(v.educations), random(v.educations)]);
      const from = 20 + Math.floor(Math.random() * 10);
      return listPath({
        state__in: [...states].join(','),
        martial_status__in: 'Unmarried,Divorced',
        education__in: [...educations].join(','),
        age__gte: from,
        age__lte: from + 5 + Math.floor(Math.random() * 10),
        gender,
      });
    },
    'free text': (gender) => listPath({ search: random(v.names), gender }),
    'new profiles': (gender) => listPath({ ordering: '-created_on', limit: 50, gender }),
    'local search': (gender) => listPath({ ordering: '-created_on', limit: 1000, gender }),
    detail: () => `/api/profiles/detail-slug/${random(v.slugs)}/`,
  };
}

interface Row {
  variant: string;
  role: Role;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  sqlRps: number;
  load: string;
}

async function drive(
  base: string,
  next: () => { path: string; token?: string },
): Promise<Omit<Row, 'variant' | 'role' | 'sqlRps' | 'load'>> {
  const times: number[] = [];
  let errors = 0;
  let finished!: (result: autocannon.Result) => void;
  const done = new Promise<autocannon.Result>((resolve) => (finished = resolve));
  const instance = autocannon(
    {
      url: base,
      connections: CONNECTIONS,
      duration: DURATION,
      timeout: 10,
      requests: [
        {
          setupRequest: (request) => {
            const { path, token } = next();
            request.path = path;
            request.headers = {
              'accept-encoding': ACCEPT_ENCODING,
              ...(token ? { authorization: `Token ${token}` } : {}),
            };
            return request;
          },
        },
      ],
    },
    (error, result) => {
      if (error) throw error;
      finished(result);
    },
  );
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    times.push(ms);
    if (status >= 400) errors += 1;
  });
  const result = await done;
  times.sort((a, b) => a - b);
  return {
    rps: times.length / DURATION,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: errors + result.errors + result.timeouts,
  };
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
    sessions = await createSessions(pool, 1000);
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
    const requestFor = (make: (gender: string | undefined) => string, role: Role) => () => {
      if (role === 'visitor') return { path: make(random(genders)) };
      const session: BenchSession = random(sessions);
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
        // Warm-up: the route's first compilation and plans are not what people wait for.
        for (let i = 0; i < 20; i++) {
          const { path, token } = next();
          await fetch(`${server.base}${path}`, { headers: token ? { authorization: `Token ${token}` } : {} });
        }
        const measured = await drive(server.base, next);
        const load = loadavg()
          .map((n) => n.toFixed(2))
          .join(' ');
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
            `errors ${measured.errors}; SQL ${sqlRps.toFixed(0)}/s; load ${load}`,
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
  const missed = rows.filter(
    (r) => r.p95 > P95_TARGET_MS || r.errors > 0 || r.rps < SQL_RATIO_TARGET * r.sqlRps,
  );
  if (missed.length === 0) {
    console.log(`\nTargets met: p95 ≤ ${P95_TARGET_MS} ms, 0 errors, API ≥ ${SQL_RATIO_TARGET}× raw SQL.`);
  } else {
    console.log(`\nTargets missed by: ${missed.map((r) => `${r.variant} (${r.role})`).join(', ')}`);
    process.exitCode = 1;
  }
  void performance;
}

await main();
