import { sql } from 'drizzle-orm';
import { profiles } from '@rishta/db';

/**
 * The one definition of "a profile people may see in listings": approved, active, and its account
 * not blocked. The database keeps `profiles.listed` equal to exactly that (triggers in
 * packages/db/drizzle/0003_listed_triggers.sql), so no join with accounts is needed. Written as the
 * bare column, not `= $1`, so the planner can use the partial indexes `WHERE listed`.
 */
export const listedProfile = sql`${profiles.listed}`;
