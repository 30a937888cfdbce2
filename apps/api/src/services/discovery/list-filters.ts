import { and, eq, gte, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  indiaClock,
  normaliseProfileCode,
  oppositeGender,
  parseCommaList,
  type Gender,
  type ProfileListQuery,
} from '@rishta/domain';
import { profiles } from '@rishta/db';
import type { Viewer } from '../accounts/viewer';
import { listedProfile } from '../profiles/listed';

/** The user's text is matched literally: % and _ are not wildcards for them. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, '\\$&');
}

const given = (value: string | undefined): value is string => value !== undefined && value !== '';

/** The profile columns the list filters compare with values (SPEC.md §7). */
export const FILTER_COLUMNS = {
  height: profiles.height,
  maslak: profiles.maslak,
  biradari: profiles.biradari,
  state: profiles.state,
  countryCurrent: profiles.countryCurrent,
  cityCurrent: profiles.cityCurrent,
  stateCurrent: profiles.stateCurrent,
  martialStatus: profiles.martialStatus,
  education: profiles.education,
  physicalStatus: profiles.physicalStatus,
} as const;
export type FilterColumn = keyof typeof FILTER_COLUMNS;

/** One bound of the age filter, in the terms of the stored birth columns (see ageBounds). */
export interface BirthBound {
  /** date_of_birth compared with 1 January of this year. */
  year: number;
  /** The current month in India: decides the boundary year for those whose month is known. */
  month: number;
}

/**
 * What GET /profiles/list/ asks for, once, in the terms of the stored columns: the SQL below and
 * the in-memory listing index (listing-index/) both read it, so the rules of which filters apply
 * live here only. Every condition is ANDed with the others and with "listed".
 */
export interface ListFilter {
  gender: Gender | undefined;
  /** The viewer's own profile, when the gender condition does not already leave it out. */
  excludeId: number | undefined;
  /** A name or profile code (issue 11): its own search; none of the other filters apply. */
  text: string | undefined;
  /** For each entry, the column holds one of the values (one for a category tab). */
  values: { column: FilterColumn; anyOf: string[] }[];
  /** Age at least: born on or before 1 January `year`, and in `year` only if the month has come. */
  minAge: BirthBound | undefined;
  /** Age at most: born on or after 1 January `year`, and in `year` only if the month is still to come. */
  maxAge: BirthBound | undefined;
  /** Native or current city, whatever the case (lower-cased here). */
  city: string | undefined;
  codes: string[];
}

/**
 * The list's filters from its query: the opposite gender for a logged-in user (a visitor may
 * choose), never the viewer's own profile, and every filter of SPEC.md §7.
 */
export function listFilter(viewer: Viewer | null, query: ProfileListQuery, now: Date): ListFilter {
  // SPEC.md §1: a logged-in user searches the opposite gender whatever the query says.
  const gender = viewer?.gender ? oppositeGender(viewer.gender) : query.gender;
  const filter: ListFilter = {
    gender,
    // The viewer's own profile is left out by the opposite-gender condition; an explicit
    // `id <> own id` would only stop PostgreSQL from counting from the index alone (issue 15).
    excludeId: viewer?.profileId && !viewer.gender ? viewer.profileId : undefined,
    text: undefined,
    values: [],
    minAge: undefined,
    maxAge: undefined,
    city: undefined,
    codes: [],
  };
  // Issue 11: a name or profile code is its own search (SPEC.md §7 "or search and page"). The
  // person looked for may live anywhere and be any age, so the filters on the page do not apply.
  if (given(query.search)) return { ...filter, text: query.search };

  // Category browsing: one exact value each. The Country tab is about where people live now
  // (the native `country` is always India, SPEC.md §3), so `country` filters country_current.
  const exact = [
    [query.maslak, 'maslak'],
    [query.biradari, 'biradari'],
    [query.state, 'state'],
    [query.country, 'countryCurrent'],
    [query.city_current, 'cityCurrent'],
    [query.state_current, 'stateCurrent'],
    [query.martial_status, 'martialStatus'],
    [query.education, 'education'],
    [query.physical_status, 'physicalStatus'],
  ] as const;
  for (const [value, column] of exact) if (given(value)) filter.values.push({ column, anyOf: [value] });

  // Search: any of several values each.
  const lists = [
    [query.height__in, 'height'],
    [query.maslak__in, 'maslak'],
    [query.biradari__in, 'biradari'],
    [query.state__in, 'state'],
    [query.state_current__in, 'stateCurrent'],
    [query.martial_status__in, 'martialStatus'],
    [query.education__in, 'education'],
  ] as const;
  for (const [value, column] of lists) {
    const anyOf = parseCommaList(value);
    if (anyOf.length > 0) filter.values.push({ column, anyOf });
  }

  // Age bounds as date_of_birth bounds, so the indexes on date_of_birth serve them instead of
  // computing every row's age. date_of_birth is always 1 January of the birth year, while the age
  // shown (ageFromBirth) also counts the month when one is known; the month test only touches the
  // single boundary year and keeps the filter exactly in line with the age on the card.
  const today = indiaClock(now);
  // age >= A: born in year Y-A or earlier, and in year Y-A only if the birthday has come.
  if (query.age__gte !== undefined) filter.minAge = { year: today.year - query.age__gte, month: today.month };
  // age <= B: born in year Y-B-1 or later, and in year Y-B-1 only if the birthday is still to come.
  if (query.age__lte !== undefined)
    filter.maxAge = { year: today.year - query.age__lte - 1, month: today.month };

  // People type a city without caring whether it is the native or the current one.
  if (given(query.city)) filter.city = query.city.toLowerCase();
  filter.codes = parseCommaList(query.code).map((c) => normaliseProfileCode(c) ?? c);
  return filter;
}

/** The where-clause of GET /profiles/list/: listed profiles matching every condition of `filter`. */
export function profileListWhere(filter: ListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [listedProfile];
  if (filter.excludeId !== undefined) conditions.push(ne(profiles.id, filter.excludeId));
  if (filter.gender) conditions.push(eq(profiles.gender, filter.gender));
  if (filter.text !== undefined) {
    const byName = ilike(profiles.fullName, `%${escapeLike(filter.text)}%`);
    const code = normaliseProfileCode(filter.text);
    conditions.push(code ? or(eq(profiles.profileCode, code), byName) : byName);
  }
  for (const { column, anyOf } of filter.values) {
    const [only] = anyOf;
    conditions.push(
      anyOf.length === 1 ? eq(FILTER_COLUMNS[column], only!) : inArray(FILTER_COLUMNS[column], anyOf),
    );
  }
  if (filter.minAge) {
    const { year, month } = filter.minAge;
    conditions.push(
      lte(profiles.dateOfBirth, `${year}-01-01`),
      sql`(${profiles.yearOfBirth} <> ${year} or ${profiles.monthOfBirth} is null or ${profiles.monthOfBirth} <= ${month})`,
    );
  }
  if (filter.maxAge) {
    const { year, month } = filter.maxAge;
    conditions.push(
      gte(profiles.dateOfBirth, `${year}-01-01`),
      sql`(${profiles.yearOfBirth} <> ${year} or ${profiles.monthOfBirth} > ${month})`,
    );
  }
  if (filter.city !== undefined) {
    conditions.push(
      or(eq(sql`lower(${profiles.city})`, filter.city), eq(sql`lower(${profiles.cityCurrent})`, filter.city)),
    );
  }
  if (filter.codes.length > 0) conditions.push(inArray(profiles.profileCode, filter.codes));
  return and(...conditions);
}
