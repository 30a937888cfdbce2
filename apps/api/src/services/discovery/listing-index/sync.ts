import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@rishta/db';
import { listingVersion } from '../list-cache';
import { ListingStore, type ListingRow } from './store';

/**
 * Reading the listing index from the database (decision 041): everything once, then only the
 * profiles changed since (migration 0015's listing_changes), inside a REPEATABLE READ transaction
 * so that the rows and the transaction horizon (`xmin`) come from one snapshot.
 */

/** Rows fetched at a time while loading everything. */
const BATCH = 20_000;

/** What the index was read at. */
export interface SyncPoint {
  /** The listing version read just before the snapshot: every change it counts is in the rows, except one still committing. */
  version: string;
  /** pg_snapshot_xmin of the snapshot: transactions from this id on may not have been seen yet. */
  xmin: string;
  /** The snapshot itself (pg_snapshot text): which of those it saw. */
  snapshot: string;
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

/** `fn` in a read-only snapshot transaction, with no statement time limit (a full read takes seconds). */
async function inSnapshot<T>(db: Db, fn: (tx: Db, xmin: string, snapshot: string) => Promise<T>): Promise<T> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`set local statement_timeout = 0`);
      const [row] = rowsOf<{ xmin: string; snapshot: string }>(
        await tx.execute(
          sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin, pg_current_snapshot()::text as snapshot`,
        ),
      );
      return fn(tx as unknown as Db, String(row!.xmin), String(row!.snapshot));
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Every listed profile, in list order (so each one is appended at the end of the lists). */
export async function loadAll(db: Db): Promise<{ store: ListingStore; at: SyncPoint }> {
  const version = await listingVersion(db);
  return inSnapshot(db, async (tx, xmin, snapshot) => {
    const store = new ListingStore();
    await tx.execute(
      sql`declare listing_rows no scroll cursor for
          select ${COLUMNS} from profiles p where p.listed order by p.created_on desc, p.id desc`,
    );
    for (;;) {
      const rows = rowsOf<DbRow>(await tx.execute(sql.raw(`fetch ${BATCH} from listing_rows`)));
      for (const row of rows) store.put(toRow(row));
      if (rows.length < BATCH) break;
    }
    await tx.execute(sql`close listing_rows`);
    return { store, at: { version, xmin, snapshot } };
  });
}

/**
 * What changed since `since`: the profiles of listing_changes from transactions at or past its
 * xmin (any that had not committed then have an id at least that), read again as they are now;
 * null for a profile no longer listed, or gone. The caller applies them (store.put / remove)
 * together with the new sync point, so that no page is walked on a mix of the two.
 */
export async function readChanges(
  db: Db,
  since: SyncPoint,
): Promise<{ changes: { id: number; row: ListingRow | null }[]; at: SyncPoint }> {
  const version = await listingVersion(db);
  return inSnapshot(db, async (tx, xmin, snapshot) => {
    const changed: SQL = sql`select distinct profile_id from listing_changes where xid >= ${since.xmin}::xid8`;
    const rows = rowsOf<DbRow>(
      await tx.execute(
        sql`select c.profile_id, ${COLUMNS} from (${changed}) c left join profiles p on p.id = c.profile_id`,
      ),
    );
    const changes = rows.map((row) => ({
      id: Number(row.profile_id),
      row: row.id !== null && row.listed ? toRow(row) : null,
    }));
    return { changes, at: { version, xmin, snapshot } };
  });
}

/**
 * Whether a change the snapshot of `at` did not see is committed now. The version is read just
 * before the snapshot, and the trigger moves it just before its transaction commits: a
 * transaction caught between the two is counted in the version but missing from the rows. Asked
 * once the rows are read, this finds it (it has committed by then but for a vanishing instant),
 * and the index then does not claim that version.
 */
export async function missedChange(db: Db, at: SyncPoint): Promise<boolean> {
  const ask = async () =>
    rowsOf<{ missed: boolean }>(
      await db.execute(
        sql`select exists (select 1 from listing_changes where xid >= ${at.xmin}::xid8
              and not pg_visible_in_snapshot(xid, ${at.snapshot}::pg_snapshot)) as missed`,
      ),
    )[0]?.missed === true;
  if (await ask()) return true;
  // A commit waits for its log to reach the disk (milliseconds on a busy machine): ask again once
  // that is surely over. The catch-up runs beside the requests; nobody waits for this.
  await new Promise((resolve) => setTimeout(resolve, COMMIT_GRACE_MS));
  return ask();
}

/** How long missedChange gives a transaction caught at its commit. */
const COMMIT_GRACE_MS = 25;

/** Forgets changes older than an hour; a process that last looked before that loads everything. */
export async function forgetOldChanges(db: Db): Promise<void> {
  await db.execute(sql`delete from listing_changes where changed_at < now() - interval '1 hour'`);
}
