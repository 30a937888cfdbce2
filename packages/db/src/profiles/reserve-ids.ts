import { sql } from 'drizzle-orm';
import type { Db } from '../create-db';

/**
 * Takes `count` ids from a table's serial sequence. Rows whose other columns are built from their
 * id (a book's media keys, a profile's code and slug) can then be inserted in one statement, and
 * ids handed out this way can never be handed out again, even by a concurrent sign-up.
 */
export async function reserveIds(db: Db, table: 'profiles' | 'books', count: number): Promise<number[]> {
  if (count <= 0) return [];
  const rows = await db
    .select({ id: sql<number>`nextval(pg_get_serial_sequence(${table}, 'id'))::int`.mapWith(Number) })
    .from(sql`generate_series(1, ${count}::int)`);
  return rows.map((row) => row.id).sort((a, b) => a - b);
}
