import { and, count, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import { MAX_LIMIT, PAGE_SIZE, type ProfileCard, type ProfileListQuery } from '@rishta/domain';
import { profiles, type Db } from '@rishta/db';
import type { MediaUrls } from '../../lib/media-urls';
import type { Viewer } from '../accounts/viewer';
import { toProfileCards } from '../profiles/profile-card';
import { profileListWhere } from './list-filters';

export interface ProfilePage {
  count: number;
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

  const [rows, [total]] = await Promise.all([
    textSearch(query.search)
      ? pageOfMatches(db, where, query, limit, offset)
      : pageInOrder(db, where, query, limit, offset),
    db.select({ n: count() }).from(profiles).where(where),
  ]);
  const results = await toProfileCards(db, urls, viewer, rows, now);
  return { count: total?.n ?? 0, page: query.page, limit, results };
}

/** Whether the free text is long enough for the trigram index (it works on 3-letter pieces). */
const textSearch = (search: string | undefined) => (search?.trim().length ?? 0) >= 3;

const orderOf = (
  query: ProfileListQuery,
  t: { lastActive: AnyColumn; createdOn: AnyColumn; id: AnyColumn },
) => (query.ordering === '-last_active' ? [desc(t.lastActive), desc(t.id)] : [desc(t.createdOn), desc(t.id)]);

/** Filters and categories: walking the listed-by-date index and stopping after one page is fastest. */
async function pageInOrder(
  db: Db,
  where: SQL | undefined,
  query: ProfileListQuery,
  limit: number,
  offset: number,
) {
  return db
    .select()
    .from(profiles)
    .where(where)
    .orderBy(...orderOf(query, profiles))
    .limit(limit)
    .offset(offset);
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
  const matches = db.select().from(profiles).where(where).limit(Number.MAX_SAFE_INTEGER).as('matches');
  return db
    .select()
    .from(matches)
    .orderBy(...orderOf(query, matches))
    .limit(limit)
    .offset(offset);
}
