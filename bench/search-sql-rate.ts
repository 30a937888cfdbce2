/**
 * The raw-SQL side of the search benchmark: which statements the API runs for a request, and how
 * many such requests per second PostgreSQL answers when they are sent straight through a pg pool,
 * with no HTTP, validation, card building or JSON in between.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createDb, DiskMediaStore } from '@rishta/db';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';

export interface Statement {
  text: string;
  values: unknown[];
  rowMode?: string;
}

type QueryFn = (...args: unknown[]) => unknown;

/**
 * Builds the app in this process on the benchmark's database, makes `count` requests through
 * `app.inject` and records the statements each one sent to PostgreSQL (every pg client's query is
 * observed, whichever pool it belongs to). The first few requests are not kept: they carry caches
 * being filled.
 */
export async function captureStatements(
  url: string,
  env: Record<string, string>,
  dataDir: string,
  next: () => { path: string; token?: string },
  count: number,
): Promise<Statement[][]> {
  const handle = createDb({ databaseUrl: url, poolSize: 4 });
  const app = await buildApp({
    // Kept list answers and the listing index off: the raw-SQL side is what the database does to
    // answer each request by itself (decisions 039 and 041).
    // No statement timeout either: this is which statements run, not how fast.
    config: loadConfig({
      ...env,
      LOG_LEVEL: 'silent',
      LIST_CACHE_SECONDS: '0',
      LISTING_INDEX: 'false',
      LIST_STATEMENT_TIMEOUT_MS: '600000',
    }),
    db: handle,
    media: new DiskMediaStore(join(dataDir, 'media')),
    mediaSecret: randomBytes(32).toString('hex'),
  });
  await app.ready();
  const proto = pg.Client.prototype as unknown as { query: QueryFn };
  const original = proto.query;
  let current: Statement[] | null = null;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const [config, second] = args;
    if (current && config && typeof config === 'object' && 'text' in config) {
      const c = config as { text: string; values?: unknown[]; rowMode?: string };
      current.push({
        text: c.text,
        values: c.values ?? (Array.isArray(second) ? second : []),
        rowMode: c.rowMode,
      });
    } else if (current && typeof config === 'string') {
      current.push({ text: config, values: Array.isArray(second) ? second : [] });
    }
    return original.apply(this, args);
  };
  const requests: Statement[][] = [];
  try {
    for (let i = 0; i < count + 5; i++) {
      const { path, token } = next();
      const recorded: Statement[] = [];
      current = recorded;
      const res = await app.inject({ url: path, headers: token ? { authorization: `Token ${token}` } : {} });
      current = null;
      if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      if (i >= 5) requests.push(recorded);
    }
  } finally {
    proto.query = original;
    await app.close();
    await handle.close();
  }
  return requests;
}

/** Requests per second when `connections` callers replay the recorded statements through a pool. */
export async function replayRate(
  url: string,
  requests: Statement[][],
  poolSize: number,
  connections: number,
  seconds: number,
): Promise<number> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // One connection per request, as the API's transactions need; a statement that fails (two
  // replayed visits updating the same rows can deadlock) ends that request as the API would.
  const run = async (statements: Statement[]) => {
    const client = await pool.connect();
    try {
      for (const s of statements) {
        const config = s.rowMode ? { text: s.text, values: s.values, rowMode: 'array' as const } : s;
        await client.query(config as pg.QueryConfig);
      }
    } catch {
      await client.query('rollback').catch(() => undefined);
    } finally {
      client.release();
    }
  };
  try {
    // Warm-up: connections opened and plans made, as in the API's warm-up.
    for (const r of requests.slice(0, 20)) await run(r);
    let done = 0;
    const end = performance.now() + seconds * 1000;
    const caller = async () => {
      while (performance.now() < end) {
        await run(requests[Math.floor(Math.random() * requests.length)]!);
        done += 1;
      }
    };
    const start = performance.now();
    await Promise.all(Array.from({ length: connections }, caller));
    return done / ((performance.now() - start) / 1000);
  } finally {
    await pool.end();
  }
}
