import { sql } from 'drizzle-orm';

/**
 * Joined into a statement's FROM, its transaction commits without waiting for the disk to flush
 * (`synchronous_commit` off for that transaction only: PostgreSQL applies the setting in force
 * when a transaction commits). The rows are visible to everyone at once, as after any commit;
 * only a crash of the database server within a fraction of a second of it (three
 * `wal_writer_delay`s, 600 ms by default) may lose them.
 *
 * For the records every opened profile writes (the visit, the day's contact reveal): at hundreds
 * of openings a second those statements spent their time waiting for the log's flush (issue 15),
 * and losing the last half second of them in a crash costs a visit or a view in the counts, or
 * one contact more that day: nothing a person wrote. Never for what people write themselves.
 */
export const commitWithoutFlush = sql`(select set_config('synchronous_commit', 'off', true)) as commit_without_flush`;
