import { sql } from 'drizzle-orm';
import type { DbHandle } from '@rishta/db';

/**
 * Adds `count` listed copies of one listed profile of `gender`, each with its own account, code
 * and slug, one minute apart and newer than everyone else (copy 1 newest). Made in two statements, so a test can have
 * more results than a list counts (decision 038) without generating a thousand profiles.
 */
export async function addListedCopies(handle: DbHandle, gender: string, count: number): Promise<void> {
  const { db } = handle;
  const columns = await db.execute(
    sql`select column_name as name from information_schema.columns
         where table_name = 'profiles' and table_schema = current_schema()
           and column_name not in ('id', 'account_id', 'profile_code', 'slug', 'contact_number',
                                   'whatsapp_number', 'created_on', 'updated_on', 'listed')`,
  );
  // Both drivers answer `{ rows }`.
  const names = (columns as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
  const list = sql.raw(names.join(', '));
  const fromOriginal = sql.raw(names.map((n) => `p.${n}`).join(', '));
  await db.execute(
    sql`insert into accounts (username, password_hash)
        select (5000000000 + g)::text, 'copy' from generate_series(1, ${count}::int) g`,
  );
  await db.execute(
    sql`insert into profiles (account_id, profile_code, slug, contact_number, whatsapp_number,
                              created_on, updated_on, ${list})
        select a.id, 'RM' || (700000 + g), 'copy-rm' || (700000 + g), a.username, a.username,
               o.newest + (${count}::int + 1 - g) * interval '1 minute', o.newest, ${fromOriginal}
          from generate_series(1, ${count}::int) g
          join accounts a on a.username = (5000000000 + g)::text
          cross join (select max(created_on) as newest from profiles) o
          cross join (select * from profiles where listed and gender = ${gender} limit 1) p`,
  );
}
