import { sql } from 'drizzle-orm';
import { favourites, proposals, reports, type Db } from '@rishta/db';
import { batchedLookups } from '../../lib/coalesced-reads';
import type { PairProposal } from '../contact/contact-access';
import { arrayLiteral, fromJson } from '../../lib/sql-values';

/** What a profile page needs about the viewer and the profile. */
export interface PairFacts {
  /** The proposals either way: for the contact rule and the page's proposal state. */
  between: PairProposal[];
  isFavourite: boolean;
  reported: boolean;
}

/**
 * The pair's facts for a profile page. They are read from the primary (so what the viewer just
 * did shows), for the pages opened together in one statement: at most one read of them is on its
 * way at a time per database, and the pages opened meanwhile are read together in the next, sent
 * as soon as it is back (lib/coalesced-reads.ts), so each is read after it was asked (issue 15).
 */
export async function pairFacts(db: Db, viewerId: number, profileId: number): Promise<PairFacts> {
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = batchedLookups((keys: string[]) => readPairs(db, keys));
    lookups.set(db, lookup);
  }
  return (await lookup(`${viewerId}:${profileId}`)) ?? { between: [], isFavourite: false, reported: false };
}

const lookups = new WeakMap<Db, (key: string) => Promise<PairFacts | undefined>>();

/** Pairs by "viewer:profile" key; the ids are our own integers, one array literal each. */
async function readPairs(db: Db, keys: readonly string[]): Promise<Map<string, PairFacts>> {
  const pairs = keys.map((key) => key.split(':').map(Number) as [number, number]);
  const list = arrayLiteral;
  const result = await db.execute(sql`select k.viewer_id, k.profile_id,
      coalesce((select json_agg(json_build_object('id', ${proposals.id}, 'senderId', ${proposals.senderId},
          'receiverId', ${proposals.receiverId}, 'status', ${proposals.status}))
        from ${proposals}
        where (${proposals.senderId} = k.viewer_id and ${proposals.receiverId} = k.profile_id)
           or (${proposals.senderId} = k.profile_id and ${proposals.receiverId} = k.viewer_id)), '[]'::json) as "between",
      exists (select 1 from ${favourites}
        where ${favourites.ownerId} = k.viewer_id and ${favourites.profileId} = k.profile_id) as "isFavourite",
      exists (select 1 from ${reports}
        where ${reports.reporterId} = k.viewer_id and ${reports.profileId} = k.profile_id) as "reported"
    from unnest(${list(pairs.map((p) => p[0]))}::int[], ${list(pairs.map((p) => p[1]))}::int[])
      as k(viewer_id, profile_id)`);
  const rows = (
    result as unknown as {
      rows: {
        viewer_id: number;
        profile_id: number;
        between: PairProposal[] | string;
        isFavourite: boolean;
        reported: boolean;
      }[];
    }
  ).rows;
  return new Map(
    rows.map((row) => [
      `${row.viewer_id}:${row.profile_id}`,
      {
        between: fromJson(row.between),
        isFavourite: row.isFavourite === true,
        reported: row.reported === true,
      },
    ]),
  );
}
