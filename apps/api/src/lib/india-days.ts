import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { IST_OFFSET_MINUTES, indiaClock } from '@rishta/domain';

// The console counts by India day (Asia/Kolkata, UTC+5:30 all year): a sign-up at 01:00 in Delhi
// belongs to that Delhi day, not to the UTC day before. A fixed offset needs no time-zone data,
// which PGlite does not carry.

const DAY_MS = 86_400_000;
const OFFSET_MS = IST_OFFSET_MINUTES * 60_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The India date of an instant, as YYYY-MM-DD. */
export function indiaDateOf(instant: Date): string {
  const { year, month, day } = indiaClock(instant);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The instant an India date (YYYY-MM-DD) begins. */
export function indiaDayStart(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day) - OFFSET_MS);
}

/** The instant the India date after `date` begins: the end (exclusive) of `date`. */
export const indiaDayEnd = (date: string): Date => new Date(indiaDayStart(date).getTime() + DAY_MS);

/** The last `n` India dates up to and including the one `now` falls on, oldest first. */
export function lastIndiaDays(now: Date, n: number): string[] {
  // Any instant inside each day will do: noon India time is clear of both midnights.
  const todayNoon = indiaDayStart(indiaDateOf(now)).getTime() + DAY_MS / 2;
  return Array.from({ length: n }, (_, i) => indiaDateOf(new Date(todayNoon - (n - 1 - i) * DAY_MS)));
}

/** SQL: the India date (YYYY-MM-DD text) of a timestamptz column. */
export const indiaDateSql = (column: PgColumn): SQL<string> =>
  // The offset is written into the text rather than sent as a parameter: GROUP BY must see the
  // very expression the SELECT has, and two parameters are two expressions to PostgreSQL.
  sql<string>`to_char((${column} at time zone 'UTC') + interval '${sql.raw(String(IST_OFFSET_MINUTES))} minutes', 'YYYY-MM-DD')`;
