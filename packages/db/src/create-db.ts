import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';

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

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../drizzle', import.meta.url));

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
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  }
  const client = options.pglite ?? newPglite(options.dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', pglite: client, close: () => client.close() };
}

function warnConnectionLost(error: Error) {
  console.warn(`database connection lost (${error.message}); it will be reopened on the next query`);
}

/** Applies the committed migrations. On a server, an advisory lock keeps parallel starts apart. */
export async function migrate(handle: DbHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  // The lock is per connection, so it is taken and released on one dedicated client.
  const lockClient = await handle.pool!.connect();
  try {
    await lockClient.query('select pg_advisory_lock(727274)');
    await migratePg(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lockClient.query('select pg_advisory_unlock(727274)').catch(() => undefined);
    lockClient.release();
  }
}
