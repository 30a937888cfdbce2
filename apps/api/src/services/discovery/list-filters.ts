import { and, eq, gte, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  indiaClock,
  normaliseProfileCode,
  oppositeGender,
  parseCommaList,
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

/**
 * Age bounds as date_of_birth bounds, so the (gender, date_of_birth) index can be used instead of
 * computing every row's age. date_of_birth is always 1 January of the birth year, while the age
 * shown (ageFromBirth) also counts the month when one is known; the month test only touches the
 * single boundary year and keeps the filter exactly in line with the age on the card.
 */
function ageConditions(query: ProfileListQuery, now: Date): SQL[] {
  const today = indiaClock(now);
  const conditions: SQL[] = [];
  if (query.age__gte !== undefined) {
    // age >= A: born in year Y-A or earlier, and in year Y-A only if the birthday has come.
    const year = today.year - query.age__gte;
    conditions.push(
      lte(profiles.dateOfBirth, `${year}-01-01`),
      sql`(${profiles.yearOfBirth} <> ${year} or ${profiles.monthOfBirth} is null or ${profiles.monthOfBirth} <= ${today.month})`,
    );
  }
  if (query.age__lte !== undefined) {
    // age <= B: born in year Y-B-1 or later, and in year Y-B-1 only if the birthday is still to come.
    const year = today.year - query.age__lte - 1;
    conditions.push(
      gte(profiles.dateOfBirth, `${year}-01-01`),
      sql`(${profiles.yearOfBirth} <> ${year} or ${profiles.monthOfBirth} > ${today.month})`,
    );
  }
  return conditions;
}

/**
 * The where-clause of GET /profiles/list/ from its query: listed profiles only, never the viewer's
 * own, the opposite gender for a logged-in user (a visitor may choose), and every filter of
 * SPEC.md §7 combined with AND.
 */
export function profileListWhere(viewer: Viewer | null, query: ProfileListQuery, now: Date): SQL | undefined {
  const conditions: (SQL | undefined)[] = [listedProfile];
  // The viewer's own profile is left out by the opposite-gender condition below; an explicit
  // `id <> own id` would only stop PostgreSQL from counting from the index alone (issue 15).
  if (viewer?.profileId && !viewer.gender) conditions.push(ne(profiles.id, viewer.profileId));

  // SPEC.md §1: a logged-in user searches the opposite gender whatever the query says.
  const gender = viewer?.gender ? oppositeGender(viewer.gender) : query.gender;
  if (gender) conditions.push(eq(profiles.gender, gender));

  // Issue 11: a name or profile code is its own search (SPEC.md §7 "or search and page"). The
  // person looked for may live anywhere and be any age, so the filters on the page do not apply.
  if (given(query.search)) {
    const byName = ilike(profiles.fullName, `%${escapeLike(query.search)}%`);
    const code = normaliseProfileCode(query.search);
    conditions.push(code ? or(eq(profiles.profileCode, code), byName) : byName);
    return and(...conditions);
  }

  // Category browsing: one exact value each. The Country tab is about where people live now
  // (the native `country` is always India, SPEC.md §3), so `country` filters country_current.
  const exact = [
    [query.maslak, profiles.maslak],
    [query.biradari, profiles.biradari],
    [query.state, profiles.state],
    [query.country, profiles.countryCurrent],
    [query.city_current, profiles.cityCurrent],
    [query.state_current, profiles.stateCurrent],
    [query.martial_status, profiles.martialStatus],
    [query.education, profiles.education],
    [query.physical_status, profiles.physicalStatus],
  ] as const;
  for (const [value, column] of exact) if (given(value)) conditions.push(eq(column, value));

  // Search: any of several values each.
  const lists = [
    [query.height__in, profiles.height],
    [query.maslak__in, profiles.maslak],
    [query.biradari__in, profiles.biradari],
    [query.state__in, profiles.state],
    [query.state_current__in, profiles.stateCurrent],
    [query.martial_status__in, profiles.martialStatus],
    [query.education__in, profiles.education],
  ] as const;
  for (const [value, column] of lists) {
    const values = parseCommaList(value);
    if (values.length > 0) conditions.push(inArray(column, values));
  }

  conditions.push(...ageConditions(query, now));

  if (given(query.city)) {
    // People type a city without caring whether it is the native or the current one.
    const city = query.city.toLowerCase();
    conditions.push(
      or(eq(sql`lower(${profiles.city})`, city), eq(sql`lower(${profiles.cityCurrent})`, city)),
    );
  }

  const codes = parseCommaList(query.code).map((c) => normaliseProfileCode(c) ?? c);
  if (codes.length > 0) conditions.push(inArray(profiles.profileCode, codes));

  return and(...conditions);
}
