import { sql } from 'drizzle-orm';
import type { Db } from '@rishta/db';
import { batchedLookups } from '../../lib/coalesced-reads';
import { arrayLiteral } from '../../lib/sql-values';
import { commitWithoutFlush } from '../../lib/commit-without-flush';

interface Visit {
  visitorId: number;
  profileId: number;
  at: Date;
}

/**
 * One visit of `visitorId` to `profileId`: the pair's row is refreshed (the owner's Recent
 * Visitors shows each person once, latest first) and the profile's view count goes up (a narrow
 * table of its own: `profile_view_counts`), together or not at all. Resolves once that is committed.
 *
 * Every opened profile writes, and at a few hundred openings a second each visit's own commit held
 * a connection of the pool while the disk flushed, so the openings queued for connections with the
 * processors half idle (issue 15). So visits go together: at most one write of visits is on its
 * way at a time per database, and the visits that come meanwhile are written together in the next
 * one, sent as soon as it is back (the mechanism of the shared reads, lib/coalesced-reads.ts).
 */
export async function recordVisit(db: Db, visitorId: number, profileId: number, now: Date): Promise<void> {
  let record = recorders.get(db);
  if (!record) {
    record = batchedLookups<Visit, true>(async (visits) => {
      await writeVisits(db, visits);
      return new Map(visits.map((visit) => [visit, true]));
    });
    recorders.set(db, record);
  }
  await record({ visitorId, profileId, at: now });
}

const recorders = new WeakMap<Db, (visit: Visit) => Promise<true | undefined>>();

/**
 * Visits in one statement (a data-modifying WITH: one transaction), committed without waiting for
 * the disk (lib/commit-without-flush.ts). A pair that comes twice in a
 * batch is one row with its latest time (one row cannot be upserted twice in a statement), and
 * counts twice.
 */
async function writeVisits(db: Db, visits: readonly Visit[]): Promise<void> {
  const pairs = new Map<string, { visitorId: number; profileId: number; at: Date; times: number }>();
  for (const visit of visits) {
    const key = `${visit.visitorId}:${visit.profileId}`;
    const pair = pairs.get(key);
    if (!pair) pairs.set(key, { ...visit, times: 1 });
    else {
      pair.times += 1;
      if (visit.at > pair.at) pair.at = visit.at;
    }
  }
  const rows = [...pairs.values()];
  const list = arrayLiteral;
  await db.execute(sql`with batch as (
      select * from unnest(
        ${list(rows.map((r) => r.visitorId))}::int[],
        ${list(rows.map((r) => r.profileId))}::int[],
        ${list(rows.map((r) => `"${r.at.toISOString()}"`))}::timestamptz[],
        ${list(rows.map((r) => r.times))}::int[]
      ) as b(visitor_id, profile_id, visited_at, times)
    ),
    visit as (
      insert into profile_visits (visitor_id, profile_id, visited_at)
      select visitor_id, profile_id, visited_at from batch
      on conflict (visitor_id, profile_id) do update set visited_at = excluded.visited_at
    )
    insert into profile_view_counts (profile_id, views)
    select profile_id, sum(times)::int from batch, ${commitWithoutFlush} group by profile_id
    on conflict (profile_id) do update set views = profile_view_counts.views + excluded.views`);
}
