import { sql } from 'drizzle-orm';
import type { Db } from '../create-db';

/** Serialises concurrent seeders (two servers starting at once) for the rest of a transaction. */
export async function lockForSeeding(tx: Db, key: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${key})`);
}

// Advisory lock keys, distinct from the migration lock (727274).
export const REFERENCE_LOCK = 727275;
export const CONTENT_LOCK = 727276;
