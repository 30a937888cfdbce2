import { lt, sql } from 'drizzle-orm';
import { listingReaders, type Db } from '@rishta/db';
import type { JobDefinition } from '../jobs/job-definition';

const MINUTE_MS = 60_000;

/**
 * A listing index that has not reported for this long is taken for dead and holds nothing back.
 * An index reports while lists are asked of it (at most every 5 s), so only a process stopped
 * without saying so, or one nobody asked for a list for half an hour, is passed over; the latter
 * reads everything again when asked next (listing_changes_purged), as it did before this job.
 */
export const LISTING_READER_TIMEOUT_MS = 30 * MINUTE_MS;

/**
 * Changes younger than this stay whatever the readers say: a process that has just read
 * everything may not have reported yet, and would otherwise read everything a second time.
 */
export const LISTING_CHANGES_FLOOR_MS = 5 * MINUTE_MS;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The newest version that may go: read by every live reader, older than the floor, and present
 * (the purge is a prefix of versions, so "every change above the mark is there" stays true);
 * null when nothing may go.
 */
async function purgeBound(tx: Db, youngAfter: Date): Promise<bigint | null> {
  const [row] = rowsOf<{ read: string | null; young: string | null; newest: string | null }>(
    await tx.execute(sql`select
      (select min(version)::text from listing_readers) as read,
      (select min(version)::text from listing_changes where changed_at > ${youngAfter.toISOString()}::timestamptz) as young,
      (select max(version)::text from listing_changes) as newest`),
  );
  if (!row?.newest) return null;
  let bound = BigInt(row.newest);
  if (row.read !== null && BigInt(row.read) < bound) bound = BigInt(row.read);
  if (row.young !== null && BigInt(row.young) - 1n < bound) bound = BigInt(row.young) - 1n;
  return bound;
}

/**
 * Decision 046. Every ten minutes, the rows of `listing_changes` (a profile id, a version, a time)
 * that every live listing index has read, none younger than five minutes. They exist only so that
 * each API process can bring its index up to date; once all have, they serve nothing. Readers not
 * seen for half an hour are dead: their rows in listing_readers go first.
 *
 * One transaction, so that an index reading the changes in a snapshot sees the deletion and the
 * moved mark together (sync.ts readChanges): finding the mark above its version, it reloads.
 */
export const purgeListingChanges: JobDefinition = {
  name: 'purge-listing-changes',
  everyMinutes: 10,
  description:
    'Deletes listing changes every API process has read (none younger than 5 minutes); a process ' +
    'not seen for 30 minutes counts as gone and reads everything again when it is next asked.',
  async run({ db, now }) {
    return db.transaction(async (tx) => {
      const dead = await tx
        .delete(listingReaders)
        .where(lt(listingReaders.seenAt, new Date(now.getTime() - LISTING_READER_TIMEOUT_MS)))
        .returning({ id: listingReaders.processId });
      const bound = await purgeBound(tx as unknown as Db, new Date(now.getTime() - LISTING_CHANGES_FLOOR_MS));
      if (bound === null) return { changes: 0, dead_readers: dead.length };
      const deleted = rowsOf<{ n: number }>(
        await tx.execute(sql`with gone as (delete from listing_changes where version <= ${bound.toString()}::int8 returning 1)
          select count(*)::int as n from gone`),
      );
      await tx.execute(
        sql`insert into listing_changes_purged (version) values (${bound.toString()}::int8)
          on conflict (one) do update set version = greatest(listing_changes_purged.version, excluded.version)`,
      );
      return { changes: deleted[0]?.n ?? 0, dead_readers: dead.length };
    });
  },
};
