import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from './create-db';
import type { Db } from './create-db';

/**
 * Whether the database has every migration this code ships (issue 33): `current`, `behind` (an
 * older schema: a node started against a database nobody migrated), or `missing` (no schema at
 * all: an empty or replaced database). A newer schema than the code's counts as current, so the
 * old nodes of a rolling upgrade stay in service while new ones migrate.
 */
export type SchemaState = 'current' | 'behind' | 'missing';

let newestShipped: number | undefined;

/** The journal's newest entry: Drizzle records each applied migration under this same instant. */
function newestMigration(): number {
  if (newestShipped === undefined) {
    const journal = JSON.parse(readFileSync(resolve(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    };
    newestShipped = Math.max(...journal.entries.map((entry) => entry.when));
  }
  return newestShipped;
}

/** SQLSTATE undefined_table and invalid_schema_name: the migrations table is not there. */
const NO_SUCH_TABLE = new Set(['42P01', '3F000']);

export async function schemaState(db: Db): Promise<SchemaState> {
  try {
    const result = await db.execute(
      sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
    );
    const newest = (result as unknown as { rows: { newest: string | null }[] }).rows[0]?.newest;
    if (newest === null || newest === undefined) return 'missing';
    return Number(newest) >= newestMigration() ? 'current' : 'behind';
  } catch (error) {
    // Drizzle wraps the driver's error; its SQLSTATE is on the cause.
    const { code, cause } = error as { code?: unknown; cause?: { code?: unknown } };
    const state = code ?? cause?.code;
    if (typeof state === 'string' && NO_SUCH_TABLE.has(state)) return 'missing';
    throw error;
  }
}
