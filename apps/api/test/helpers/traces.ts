import { sql, type SQL } from 'drizzle-orm';
import { DiskMediaStore, type DbHandle, type MediaStore } from '@rishta/db';

// Where the erasure test looks for what is left of a person (issue 13: no API answer, no file and
// no table may hold their name, number or e-mail). Each looks everywhere, not at a list of places
// that would miss the table or the file added next.

const rowsOf = async <T>(handle: DbHandle, query: SQL) =>
  ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Every table of the public schema, from the catalogue (so a new table is searched too). */
export async function publicTables(handle: DbHandle): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    handle,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((r) => r.name);
}

/**
 * The rows, as JSON text, of every public table that contain any of `needles` (in any letter
 * case), keyed by table: `{}` when none holds them.
 */
export async function tablesHolding(handle: DbHandle, needles: readonly string[]) {
  const found: Record<string, string[]> = {};
  const lowered = needles.map((n) => n.toLowerCase());
  for (const table of await publicTables(handle)) {
    const text = sql`lower(row_to_json(t)::text)`;
    const anyNeedle = sql.join(
      lowered.map((n) => sql`strpos(${text}, ${n}) > 0`),
      sql` or `,
    );
    const rows = await rowsOf<{ j: string }>(
      handle,
      sql`select row_to_json(t)::text as j from ${sql.identifier(table)} t where ${anyNeedle}`,
    );
    if (rows.length > 0) found[table] = rows.map((r) => r.j);
  }
  return found;
}

/**
 * How many rows each foreign-key column pointing at profiles or accounts has for this person,
 * keyed `table.column`, found from the catalogue: `{}` when nothing points at them.
 */
export async function rowsPointingAt(handle: DbHandle, ids: { profileId: number; accountId: number }) {
  const columns = await rowsOf<{ table_name: string; column_name: string; target: string }>(
    handle,
    sql`select kcu.table_name, kcu.column_name, ccu.table_name as target
        from information_schema.table_constraints tc
        join information_schema.key_column_usage kcu
          on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
        join information_schema.constraint_column_usage ccu
          on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
        where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'
          and ccu.table_name in ('profiles', 'accounts')`,
  );
  const counts: Record<string, number> = {};
  for (const c of columns) {
    const id = c.target === 'profiles' ? ids.profileId : ids.accountId;
    const [row] = await rowsOf<{ n: number }>(
      handle,
      sql`select count(*)::int as n from ${sql.identifier(c.table_name)} where ${sql.identifier(c.column_name)} = ${id}`,
    );
    if (row && row.n > 0) counts[`${c.table_name}.${c.column_name}`] = row.n;
  }
  return { columns: columns.length, counts };
}

/** Every file the disk media store holds, as media keys ('photos/12/0-ab…-full.jpg'). */
export async function mediaKeysOnDisk(media: MediaStore): Promise<string[]> {
  if (!(media instanceof DiskMediaStore)) throw new Error('the erasure tests read a disk store');
  return media.keys();
}
