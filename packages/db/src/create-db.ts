import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';
import { repoRoot } from './repo-root';

export type Schema = typeof schema;
/** The one database type the services code against, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** Present for the embedded database; tests clone it to get a fresh copy cheaply. */
  pglite?: PGlite;
  /** Present for a PostgreSQL server. */
  pool?: pg.Pool;
  /** The server's URL, for a PostgreSQL server: the read pool connects there too by default. */
  databaseUrl?: string;
}

export interface CreateDbOptions {
  /** A PostgreSQL URL switches from embedded PGlite to a real server. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; `memory` keeps nothing on disk. */
  dataDir?: string | undefined;
  /** An existing PGlite instance (for example a clone in tests). */
  pglite?: PGlite | undefined;
  poolSize?: number | undefined;
  /**
   * Told when an idle pooled connection fails (the server restarted, or an administrator ended
   * the backend). The pool drops that connection and opens a new one on the next query.
   */
  onConnectionError?: ((error: Error) => void) | undefined;
}

// From the repository's root, not this file: in the API's production bundle this module is
// apps/api/dist/server.js (repo-root.ts).
export const MIGRATIONS_FOLDER = resolve(repoRoot(), 'packages/db/drizzle');

export function newPglite(dataDir?: string, options: { loadDataDir?: Blob } = {}): PGlite {
  const extensions = { pg_trgm };
  if (!dataDir || dataDir === 'memory') return new PGlite({ extensions, ...options });
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  return new PGlite(dir, { extensions });
}

export function createDb(options: CreateDbOptions = {}): DbHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // During an outage a request fails fast with 503 instead of waiting for ever for a connection.
      connectionTimeoutMillis: 5_000,
    });
    // Without a listener, pg re-throws an idle connection's error and the whole process exits.
    pool.on('error', (error) => {
      (options.onConnectionError ?? warnConnectionLost)(error);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', pool, databaseUrl: options.databaseUrl, close: () => pool.end() };
  }
  const client = options.pglite ?? newPglite(options.dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', pglite: client, close: () => client.close() };
}

export interface ReadDbOptions {
  /** A read replica's URL. Unset: a second pool on the primary's own URL. */
  readUrl?: string | undefined;
  /** Connections in the read pool (default 10). */
  poolSize?: number | undefined;
  /** `statement_timeout` of every read connection, in milliseconds (default 2000). */
  statementTimeoutMs?: number | undefined;
  /**
   * Connection requests allowed to wait for a busy read pool. One more is refused at once with a
   * `ReadQueueFullError` rather than queued: under overload a quick 503 beats a growing queue.
   */
  queueLimit?: number | undefined;
  onConnectionError?: ((error: Error) => void) | undefined;
}

/**
 * The database the anonymous, public reads go through (issue 15): profile lists, other people's
 * profiles, reference lists. On PostgreSQL its own pool, pointed at a read replica when there is
 * one, whose statements stop after a time limit. On PGlite simply the one database.
 */
export interface ReadDbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: the read pool. */
  pool?: pg.Pool;
  /**
   * PostgreSQL only: cancels what read connection `pid` is running, on the server that runs it
   * (the replica's own pids mean nothing to the primary). Resolves when the server has answered.
   */
  cancelBackend?: (pid: number) => Promise<void>;
  /**
   * PostgreSQL only: whether the server the reads go to answers, asked beside the read pool so
   * that a readiness check never waits behind busy reads (nor counts as one of them); a replica
   * is asked on a new connection, since the read pool must be able to open them.
   */
  ping?: () => Promise<void>;
  close(): Promise<void>;
}

/** Thrown instead of queueing when `queueLimit` requests already wait for a read connection. */
export class ReadQueueFullError extends Error {
  readonly code = 'RISHTA_READ_QUEUE_FULL';
  constructor() {
    super('too many requests are waiting for a read connection');
  }
}

/** The read side of `primary` (see ReadDbHandle). Close it before the primary. */
export function createReadDb(primary: DbHandle, options: ReadDbOptions = {}): ReadDbHandle {
  // PGlite is one connection inside this process: a query runs on our own thread and cannot be
  // cancelled from it, and a timeout set on its one session would stop writes too. Nothing to do.
  // (A hand-made handle without the server's URL gets the same: there is nowhere to open a pool.)
  const url = options.readUrl ?? primary.databaseUrl;
  if (primary.kind === 'pglite' || !primary.pool || !url) {
    return { db: primary.db, kind: primary.kind, close: async () => undefined };
  }
  const onError = options.onConnectionError ?? warnConnectionLost;
  const size = options.poolSize ?? 10;
  const pool = new pg.Pool({
    connectionString: url,
    max: size,
    connectionTimeoutMillis: 5_000,
    // Sent at connection start, so no statement pays an extra round trip for them. A list query
    // that runs longer than this is stopped by the server (SQLSTATE 57014), never left to pile up.
    // JIT compilation cost 20-80 ms per count at a million rows and these queries never gain it back.
    statement_timeout: options.statementTimeoutMs ?? 2_000,
    options: '-c jit=off',
  });
  pool.on('error', onError);
  limitWaiting(pool, options.queueLimit ?? 200, size);

  // A cancel must not wait behind the very queries it cancels, so it never uses the read pool:
  // on the primary it borrows a primary connection; on a replica it has a pool of its own. The
  // readiness check goes the same way.
  let cancelPool: pg.Pool | undefined;
  const cancelVia = () => {
    if (url === primary.databaseUrl) return primary.pool!;
    if (!cancelPool) {
      cancelPool = new pg.Pool({ connectionString: url, max: 2, idleTimeoutMillis: 10_000 });
      cancelPool.on('error', onError);
    }
    return cancelPool;
  };
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    pool,
    cancelBackend: async (pid) => {
      await cancelVia().query('select pg_cancel_backend($1)', [pid]);
    },
    ping: async () => {
      if (url === primary.databaseUrl) {
        await primary.pool!.query('select 1');
        return;
      }
      // A new connection each time: a connection opened before the replica went away can still
      // answer while it refuses every new one, and the read pool would need new ones (issue 33).
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
      client.on('error', () => undefined); // ended below either way
      try {
        await client.connect();
        await client.query('select 1');
      } finally {
        await client.end().catch(() => undefined);
      }
    },
    close: async () => {
      await pool.end();
      await cancelPool?.end();
    },
  };
}

/**
 * Refuses a connection request that would have to wait while `limit` others already do. Both
 * `pool.query` and `pool.connect` callers come through here, since pg's query takes a connection
 * with `connect` too.
 */
function limitWaiting(pool: pg.Pool, limit: number, size: number) {
  const connect = pool.connect.bind(pool) as (callback?: unknown) => unknown;
  const guarded = (callback?: (error: Error | undefined, ...rest: unknown[]) => void) => {
    const wouldWait = pool.idleCount === 0 && pool.totalCount >= size;
    if (!wouldWait || pool.waitingCount < limit) return connect(callback);
    const error = new ReadQueueFullError();
    if (!callback) return Promise.reject(error);
    process.nextTick(() => callback(error));
    return undefined;
  };
  pool.connect = guarded as typeof pool.connect;
}

function warnConnectionLost(error: Error) {
  console.warn(`database connection lost (${error.message}); it will be reopened on the next query`);
}

/**
 * Runs `work` while holding the start-up lock, so that API processes starting together on one
 * server do their one-time set-up (migrations, the job queue's tables and queues) one after the
 * other. The lock is per connection, so it is taken and released on one dedicated client while
 * `work` uses the pool. PGlite has one process: no lock.
 */
export async function withStartLock<T>(handle: DbHandle, work: () => Promise<T>): Promise<T> {
  if (handle.kind === 'pglite') return work();
  const lockClient = await handle.pool!.connect();
  try {
    await lockClient.query('select pg_advisory_lock(727274)');
    return await work();
  } finally {
    await lockClient.query('select pg_advisory_unlock(727274)').catch(() => undefined);
    lockClient.release();
  }
}

/** Applies the committed migrations, one process at a time (withStartLock). */
export async function migrate(handle: DbHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  await withStartLock(handle, () => migratePg(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER }));
}
