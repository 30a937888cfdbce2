import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@rishta/db';
import { listingVersion } from '../list-cache';
import { ListingStore, type ListingRow } from './store';

/**
 * Reading the listing index from the database (decision 041): everything once, then only the
 * profiles changed since (listing_changes), each inside a REPEATABLE READ transaction so that the
 * rows and the listing version come from one snapshot. The version counts exactly the committed
 * changes a snapshot shows (migration 0016), and each change is tagged with the version its
 * transaction moved it to, so "the changes since V" are those tagged above V.
 */

/** Rows fetched at a time while loading everything. */
const BATCH = 20_000;

/** What the index was read at. */
export interface SyncPoint {
  /** The listing version of the snapshot the rows were read in. */
  version: string;
}

const COLUMNS = sql.raw(`p.id, p.listed, p.gender,
  (extract(epoch from p.created_on) * 1000000)::int8::text as created,
  extract(year from p.date_of_birth)::int as dob_year,
  (extract(month from p.date_of_birth) = 1 and extract(day from p.date_of_birth) = 1) as dob_new_year,
  p.year_of_birth as year, p.month_of_birth as month,
  p.height, p.maslak, p.biradari, p.state, p.country_current, p.city_current, p.state_current,
  p.martial_status, p.education, p.physical_status,
  lower(p.city) as city_lower, lower(p.city_current) as city_current_lower`);

interface DbRow {
  id: number | null;
  listed: boolean | null;
  gender: string;
  created: string;
  dob_year: number;
  dob_new_year: boolean;
  year: number;
  month: number | null;
  height: string;
  maslak: string;
  biradari: string;
  state: string;
  country_current: string;
  city_current: string;
  state_current: string;
  martial_status: string;
  education: string;
  physical_status: string;
  city_lower: string;
  city_current_lower: string;
  /** Delta reads only: the changed profile, present even when its row is gone. */
  profile_id?: number;
}

function toRow(row: DbRow): ListingRow {
  return {
    id: Number(row.id),
    gender: row.gender,
    createdMicros: Number(row.created),
    dobYear: Number(row.dob_year),
    dobOnNewYear: row.dob_new_year,
    yearOfBirth: Number(row.year),
    monthOfBirth: row.month === null ? null : Number(row.month),
    values: {
      height: row.height,
      maslak: row.maslak,
      biradari: row.biradari,
      state: row.state,
      countryCurrent: row.country_current,
      cityCurrent: row.city_current,
      stateCurrent: row.state_current,
      martialStatus: row.martial_status,
      education: row.education,
      physicalStatus: row.physical_status,
      cityLower: row.city_lower,
      cityCurrentLower: row.city_current_lower,
    },
  };
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * `fn` in a read-only snapshot transaction, with no statement time limit (a full read takes
 * seconds), given the snapshot's listing version.
 */
async function inSnapshot<T>(db: Db, fn: (tx: Db, version: string) => Promise<T>): Promise<T> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`set local statement_timeout = 0`);
      return fn(tx as unknown as Db, await listingVersion(tx as unknown as Db));
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Every listed profile, in list order (so each one is appended at the end of the lists). */
export async function loadAll(db: Db): Promise<{ store: ListingStore; at: SyncPoint }> {
  return inSnapshot(db, async (tx, version) => {
    const store = new ListingStore();
    await tx.execute(
      sql`declare listing_rows no scroll cursor for
          select ${COLUMNS} from profiles p where p.listed order by p.created_on desc, p.id desc`,
    );
    // `then` sends it: drizzle's statements are lazy until then.
    const fetch = () => tx.execute(sql.raw(`fetch ${BATCH} from listing_rows`)).then((r) => rowsOf<DbRow>(r));
    // The next batch is asked for before this one is taken in, so that PostgreSQL reads it
    // meanwhile (on the other core) instead of waiting for this process, and the other way round.
    let next = fetch();
    for (;;) {
      const rows = await next;
      const more = rows.length === BATCH;
      if (more) next = fetch();
      for (const row of rows) store.put(toRow(row));
      if (!more) break;
    }
    await tx.execute(sql`close listing_rows`);
    return { store, at: { version } };
  });
}

/**
 * What changed since `since`: the profiles of the changes tagged above its version, read again as
 * they are now; null for a profile no longer listed, or gone. The caller applies them
 * (store.put / remove) together with the new sync point, so that no page is walked on a mix of
 * the two.
 *
 * Null when some of those changes were purged (decision 046): the purge moves
 * `listing_changes_purged` in the transaction that deletes, so this snapshot tells exactly whether
 * every change above `since` is still there. The caller then reads everything again.
 */
export async function readChanges(
  db: Db,
  since: SyncPoint,
): Promise<{ changes: { id: number; row: ListingRow | null }[]; at: SyncPoint } | null> {
  return inSnapshot(db, async (tx, version) => {
    if (version === since.version) return { changes: [], at: since };
    const [purged] = rowsOf<{ version: string }>(
      await tx.execute(sql`select version::text as version from listing_changes_purged`),
    );
    if (purged && BigInt(purged.version) > BigInt(since.version)) return null;
    const changed: SQL = sql`select distinct profile_id from listing_changes where version > ${since.version}::int8`;
    const rows = rowsOf<DbRow>(
      await tx.execute(
        sql`select c.profile_id, ${COLUMNS} from (${changed}) c left join profiles p on p.id = c.profile_id`,
      ),
    );
    const changes = rows.map((row) => ({
      id: Number(row.profile_id),
      row: row.id !== null && row.listed ? toRow(row) : null,
    }));
    return { changes, at: { version } };
  });
}
