import { sql } from 'drizzle-orm';
import type { Db } from '@rishta/db';

/**
 * One visit of `visitorId` to `profileId`: the pair's row is refreshed (the owner's Recent
 * Visitors shows each person once, latest first) and the view counter goes up, together or not
 * at all. One statement (a data-modifying WITH) is one transaction and one round trip, where
 * BEGIN, two statements and COMMIT were four on every profile opened (issue 15).
 */
export async function recordVisit(db: Db, visitorId: number, profileId: number, now: Date): Promise<void> {
  await db.execute(sql`with visit as (
      insert into profile_visits (visitor_id, profile_id, visited_at)
      values (${visitorId}, ${profileId}, ${now.toISOString()}::timestamptz)
      on conflict (visitor_id, profile_id) do update set visited_at = excluded.visited_at
    )
    update profiles set view_count = view_count + 1 where id = ${profileId}`);
}
