import { and, count, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  LIST_COUNT_AHEAD,
  MAX_LIMIT,
  PAGE_SIZE,
  type ProfileCard,
  type ProfileListQuery,
} from '@rishta/domain';
import { profiles, type Db } from '@rishta/db';
import type { MediaUrls } from '../../lib/media-urls';
import type { Viewer } from '../accounts/viewer';
import { cardColumns, toProfileCards } from '../profiles/profile-card';
import { profileListWhere } from './list-filters';

export interface ProfilePage {
  count: number;
  /** More results exist than `count` (decision 038). */
  countCapped: boolean;
  page: number;
  limit: number;
  results: ProfileCard[];
}

/**
 * One page of GET /profiles/list/. Newest profiles first unless `ordering=-last_active`: newest
 * first is what the new-profiles variant asks for, and it keeps pages stable while people browse
 * (last_active changes on every visit, which would reshuffle the pages).
 */
export async function listProfiles(
  db: Db,
  urls: MediaUrls,
  viewer: Viewer | null,
  query: ProfileListQuery,
  now: Date,
  /** A further condition of a variant (For you leaves out people already dealt with). */
  extra?: SQL,
): Promise<ProfilePage> {
  const limit = Math.min(query.limit ?? PAGE_SIZE, MAX_LIMIT);
  const filters = profileListWhere(viewer, query, now);
  const where = extra ? and(filters, extra) : filters;
  const offset = (query.page - 1) * limit;

  const rows = textSearch(query.search)
    ? await pageOfMatches(db, where, query, limit, offset)
    : await pageInOrder(db, where, query, limit, offset);
  const [results, total] = await Promise.all([
    toProfileCards(db, urls, viewer, rows, now),
    countOf(db, where, offset, limit, rows.length),
  ]);
  return { count: total.count, countCapped: total.capped, page: query.page, limit, results };
}

/**
 * The total for the page links, without reading the whole table (issue 15, decision 038). A page
 * that is not full ends the list, so the total is known from it. Otherwise the matches are
 * counted only up to LIST_COUNT_AHEAD past the page's start (a LIMIT under the count, which an
 * index scan stops at); when there are more, the answer says so and counts that far.
 */
async function countOf(
  db: Db,
  where: SQL | undefined,
  offset: number,
  limit: number,
  found: number,
): Promise<{ count: number; capped: boolean }> {
  if (found < limit && (found > 0 || offset === 0)) return { count: offset + found, capped: false };
  const cap = offset + Math.max(LIST_COUNT_AHEAD, limit);
  const matches = db
    .select({ one: sql`1` })
    .from(profiles)
    .where(where)
    .limit(cap + 1)
    .as('matches');
  const [row] = await db.select({ n: count() }).from(matches);
  const n = row?.n ?? 0;
  return n > cap ? { count: cap, capped: true } : { count: n, capped: false };
}

/** Whether the free text is long enough for the trigram index (it works on 3-letter pieces). */
const textSearch = (search: string | undefined) => (search?.trim().length ?? 0) >= 3;

const orderOf = (
  query: ProfileListQuery,
  t: { lastActive: AnyColumn; createdOn: AnyColumn; id: AnyColumn },
) => (query.ordering === '-last_active' ? [desc(t.lastActive), desc(t.id)] : [desc(t.createdOn), desc(t.id)]);

/**
 * Filters and categories, in two steps (issue 15): the page's ids from an index that holds the
 * filtered columns and the order (no table rows read for what a deep page skips), then those rows.
 */
async function pageInOrder(
  db: Db,
  where: SQL | undefined,
  query: ProfileListQuery,
  limit: number,
  offset: number,
) {
  const keys = db
    .select({ id: profiles.id, createdOn: profiles.createdOn, lastActive: profiles.lastActive })
    .from(profiles)
    .where(where)
    .orderBy(...orderOf(query, profiles))
    .limit(limit)
    .offset(offset)
    .as('keys');
  return db
    .select(cardColumns)
    .from(keys)
    .innerJoin(profiles, eq(profiles.id, keys.id))
    .orderBy(...orderOf(query, keys));
}

/**
 * Free text: a name matches few rows, but PostgreSQL cannot know how few (a woman's name searched
 * among men matches none), and with a LIMIT it may walk the whole date index looking for them
 * (~100 ms at 100k profiles). A LIMIT on the inner query (one that never cuts anything) keeps it
 * from being merged into the outer one, so the matches are found through the trigram index first
 * and only they are sorted. (Drizzle leaves out `OFFSET 0`, the usual way to write this.)
 */
async function pageOfMatches(
  db: Db,
  where: SQL | undefined,
  query: ProfileListQuery,
  limit: number,
  offset: number,
) {
  const matches = db
    .select({ ...cardColumns, lastActive: profiles.lastActive })
    .from(profiles)
    .where(where)
    .limit(Number.MAX_SAFE_INTEGER)
    .as('matches');
  return db
    .select()
    .from(matches)
    .orderBy(...orderOf(query, matches))
    .limit(limit)
    .offset(offset);
}
