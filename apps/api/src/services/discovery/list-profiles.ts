import { and, sql, type SQL } from 'drizzle-orm';
import {
  LIST_COUNT_AHEAD,
  MAX_LIMIT,
  PAGE_SIZE,
  type ProfileCard,
  type ProfileListQuery,
} from '@rishta/domain';
import type { Db } from '@rishta/db';
import type { MediaUrls } from '../../lib/media-urls';
import type { Viewer } from '../accounts/viewer';
import type { CardSource } from '../profiles/profile-card';
import { keptCard } from './kept-card-text';
import { listFilter, profileListWhere, type ListFilter } from './list-filters';
import type { ListingIndex } from './listing-index/listing-index';

export interface ProfilePage {
  count: number;
  /** More results exist than `count` (decision 038). */
  countCapped: boolean;
  page: number;
  limit: number;
  results: ProfileCard[];
  /** The listing version the page was read with (decision 039), when asked for. */
  version: string | null;
}

/**
 * One page of GET /profiles/list/, in one statement (issue 15, decision 040): the page's ids, its
 * cards with their first photos, the total for the page links and, when asked, the listing
 * version. Each round trip to the database cost the API more CPU (a socket write and a wake-up
 * each, on both sides) than the query itself. The cards come from `listing_cards` (migration 0014,
 * decision 041), whose plan PostgreSQL keeps, so each request plans only its filters.
 *
 * Newest profiles first unless `ordering=-last_active`: newest first is what the new-profiles
 * variant asks for, and it keeps pages stable while people browse (last_active changes on every
 * visit, which would reshuffle the pages).
 */
export async function listProfiles(
  db: Db,
  urls: MediaUrls,
  viewer: Viewer | null,
  query: ProfileListQuery,
  now: Date,
  options: {
    /** A further condition of a variant (For you leaves out people already dealt with). */
    extra?: SQL | undefined;
    withVersion?: boolean;
    /** The in-memory listing index (decision 041), tried first when the list is one it holds. */
    index?: ListingIndex | null | undefined;
  } = {},
): Promise<ProfilePage> {
  const limit = Math.min(query.limit ?? PAGE_SIZE, MAX_LIMIT);
  const offset = (query.page - 1) * limit;
  const filter = listFilter(viewer, query, now);
  // The capped count of decision 038: counted to one past this, "more" beyond it.
  const cap = offset + Math.max(LIST_COUNT_AHEAD, limit);
  const { index } = options;
  const read =
    (index && !options.extra && query.ordering !== '-last_active'
      ? await pageFromIndex(index, filter, offset, limit, cap + 1)
      : null) ??
    (await pageFromSql(db, filter, query, offset, limit, options.extra, options.withVersion || !!index));
  if (index && read.version !== null) index.saw(read.version);
  return {
    count: Math.min(read.total, cap),
    countCapped: read.total > cap,
    page: query.page,
    limit,
    results: read.cards.map((card) => keptCard(urls, viewer, card, now)),
    version: options.withVersion ? read.version : null,
  };
}

interface PageRead {
  cards: CardSource[];
  /** The matches, exact up to one past the cap. */
  total: number;
  version: string | null;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const parsed = (cards: CardSource[] | string): CardSource[] =>
  typeof cards === 'string' ? JSON.parse(cards) : cards;

/**
 * The page from the listing index and its cards; null when the index cannot answer, or is older
 * than the database (then its answer might miss a change).
 */
async function pageFromIndex(
  index: ListingIndex,
  filter: ListFilter,
  offset: number,
  limit: number,
  countTo: number,
): Promise<PageRead | null> {
  const found = index.page(filter, offset, limit, countTo);
  if (!found) return null;
  const cards = await index.cards(found.ids, found.version);
  return cards && { cards, total: found.matched, version: found.version };
}

/** The page with SQL, in one statement (decision 040). */
async function pageFromSql(
  db: Db,
  filter: ListFilter,
  query: ProfileListQuery,
  offset: number,
  limit: number,
  extra: SQL | undefined,
  withVersion: boolean,
): Promise<PageRead> {
  const filters = profileListWhere(filter);
  const where = (extra ? and(filters, extra) : filters) ?? sql`true`;
  // Only the sort column with the id: anything more would make PostgreSQL read the table rows
  // of every entry it walks past instead of the index alone.
  const by = query.ordering === '-last_active' ? 'last_active' : 'created_on';

  const result = await db.execute(sql`with keys as (${pageKeys(where, filter, by, limit, offset)})
select ${withVersion ? sql.raw('(select version::text from listing_version)') : sql.raw('null')} as version,
  (select count(*)::int from keys) as found,
  case when ${countNeeded(limit, offset)} then ${cappedCount(where, offset, limit)} end as counted,
  (select listing_cards(array_agg(id order by ${sql.raw(`${by} desc, id desc`)})) from keys) as cards`);
  const [row] = rowsOf<StatementRow>(result);
  if (!row) throw new Error('the list statement returned no row');
  const found = Number(row.found);
  return {
    cards: parsed(row.cards),
    total: row.counted === null ? offset + found : Number(row.counted),
    version: row.version === null ? null : String(row.version),
  };
}

interface StatementRow {
  version: string | null;
  found: number | string;
  counted: number | string | null;
  cards: CardSource[] | string;
}

/** Whether the free text is long enough for the trigram index (it works on 3-letter pieces). */
const textSearch = (search: string | undefined) => (search?.trim().length ?? 0) >= 3;

/**
 * The page's ids and sort keys, from an index that holds the filtered columns and the order, so
 * that a deep page reads no table rows for what it skips (decision 038).
 *
 * Free text: a name matches few rows, but PostgreSQL cannot know how few (a woman's name searched
 * among men matches none), and with a LIMIT it may walk the whole date index looking for them
 * (~100 ms at 100k profiles). A LIMIT on the inner query (one that never cuts anything) keeps it
 * from being merged into the outer one, so the matches are found through the trigram index first
 * and only they are sorted.
 */
function pageKeys(
  where: SQL,
  filter: ListFilter,
  by: 'created_on' | 'last_active',
  limit: number,
  offset: number,
): SQL {
  const columns = sql.raw(`id, ${by}`);
  const from = textSearch(filter.text)
    ? sql`(select ${columns} from profiles where ${where} limit ${Number.MAX_SAFE_INTEGER}) matches`
    : sql`profiles where ${where}`;
  return sql`select ${columns} from ${from} order by ${sql.raw(`${by} desc, id desc`)} limit ${limit} offset ${offset}`;
}

/**
 * A page that is not full ends the list, so the total is known from it; otherwise (or past the
 * end) the matches are counted. PostgreSQL runs the counting subquery only when this is true.
 */
function countNeeded(limit: number, offset: number): SQL {
  return sql`(select count(*) from keys) >= ${limit}::int or ((select count(*) from keys) = 0 and ${offset}::int > 0)`;
}

/**
 * The total for the page links, without reading the whole table (decision 038): the matches are
 * counted only up to LIST_COUNT_AHEAD past the page's start (a LIMIT under the count, which an
 * index scan stops at); one more than that means "more".
 */
function cappedCount(where: SQL, offset: number, limit: number): SQL {
  const cap = offset + Math.max(LIST_COUNT_AHEAD, limit);
  return sql`(select count(*)::int from (select 1 from profiles where ${where} limit ${cap + 1}::int) counted)`;
}
