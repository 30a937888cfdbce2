import type { ListFilter } from '../list-filters';
import {
  MONTH_UNKNOWN,
  POSTED_COLUMNS,
  type CodedColumn,
  type Codes,
  type ListingStore,
  type OrderedSlots,
  searchKey,
  type SortedSlots,
} from './store';

/**
 * One page of a list from the in-memory listing index (decision 041). The profiles are walked in
 * list order, newest first, each tested against the filter, until the page is full and the
 * matches are counted as far as the capped count goes (decision 038). What is walked is the
 * gender's list, or, when a filter leaves out most of it, only the profiles with that filter's
 * values (its posting lists, merged in list order). The result is what the SQL of list-profiles.ts
 * gives for the same filter: the same ids in the same order and the same total.
 */

/** Entries a walk may read before the list is left to PostgreSQL's indexes instead (~1 ms). */
export const MAX_WALK = 200_000;

export interface WalkResult {
  ids: number[];
  /** Matches counted, up to `countTo`. */
  matched: number;
}

/** A filter the index can answer: not free text or codes (PostgreSQL's own indexes serve those). */
export function indexable(filter: ListFilter): boolean {
  return filter.text === undefined && filter.codes.length === 0;
}

interface Test {
  column: CodedColumn;
  codes: Codes;
  allowed: Uint8Array;
  /** Share of the list that passes, for choosing what to walk and the cost estimate. */
  share: number;
}

/** `allowed[code]` is 1 for the codes of the given values. */
function allowedCodes(store: ListingStore, column: CodedColumn, values: readonly string[]): Uint8Array {
  const dictionary = store.dictionaries.get(column)!;
  const allowed = new Uint8Array(dictionary.size);
  for (const value of values) allowed[dictionary.find(value)] = 1;
  allowed[0] = 0;
  return allowed;
}

/** The codes a test lets pass. */
const allowedList = (test: Test): number[] =>
  [...test.allowed.keys()].filter((code) => test.allowed[code] === 1);

function share(list: OrderedSlots, column: CodedColumn, allowed: Uint8Array): number {
  if (list.length === 0) return 0;
  const counts = list.counts.get(column)!;
  let n = 0;
  for (let code = 1; code < allowed.length; code++) if (allowed[code]) n += counts[code] ?? 0;
  return n / list.length;
}

/** The share of `list` born in the years the age bounds allow (an estimate at the boundary years). */
function ageShare(list: OrderedSlots, filter: ListFilter): number {
  const { minAge, maxAge } = filter;
  if (!minAge && !maxAge) return 1;
  if (list.length === 0) return 0;
  let born = 0;
  const from = maxAge ? maxAge.year : -Infinity;
  const to = minAge ? minAge.year : Infinity;
  for (const [year, n] of list.births) if (year >= from && year <= to) born += n;
  return born / list.length;
}

/**
 * What to walk: the list itself, or the posting lists of the test that passes the fewest (for
 * each gender when none is chosen), which the walk merges in list order.
 */
function sources(
  store: ListingStore,
  filter: ListFilter,
  list: OrderedSlots,
  driver: Test | undefined,
): SortedSlots[] {
  if (!driver) return [list];
  const lists = filter.gender === undefined ? [...store.byGender.values()] : [list];
  const found: SortedSlots[] = [];
  for (const ordered of lists) {
    const byCode = ordered.postings!.get(driver.column)!;
    for (const code of allowedList(driver)) {
      const postings = byCode[code];
      if (postings && postings.length > 0) found.push(postings);
    }
  }
  return found;
}

const SEARCH_COLUMNS: readonly CodedColumn[] = ['state', 'martialStatus', 'education'];

/** Combinations of a search beyond this are walked the general way. */
const MAX_COMBINATIONS = 64;

/**
 * For a filter on state, marital status and education together (the search form), the year lists
 * of each combination of their values (for each gender when none is chosen) whose date of birth
 * the age bounds allow; else null. `certain` lists are those whose every profile matches: no
 * filter beyond the three, and years strictly inside the age bounds.
 */
function searchSources(
  store: ListingStore,
  filter: ListFilter,
  list: OrderedSlots,
  tests: Test[],
): { sources: SortedSlots[]; certain: boolean[] } | null {
  // Exactly one test on each: a second one on the same column (a category tab's state with the
  // form's states) would not be checked on the walk, which skips these three columns.
  const codesOf = (column: CodedColumn) => {
    const on = tests.filter((t) => t.column === column);
    return on.length === 1 ? allowedList(on[0]!) : null;
  };
  const states = codesOf('state');
  const statuses = codesOf('martialStatus');
  const educations = codesOf('education');
  if (!states || !statuses || !educations) return null;
  if (states.length * statuses.length * educations.length > MAX_COMBINATIONS) return null;
  const { minAge, maxAge } = filter;
  const lowest = maxAge?.year ?? -Infinity;
  const highest = minAge?.year ?? Infinity;
  const onlyThese =
    tests.length === SEARCH_COLUMNS.length && filter.city === undefined && filter.excludeId === undefined;
  const inside = (year: number) => year > lowest && year < highest;
  const lists = filter.gender === undefined ? [...store.byGender.values()] : [list];
  const sources: SortedSlots[] = [];
  const certain: boolean[] = [];
  for (const ordered of lists) {
    for (const state of states) {
      for (const status of statuses) {
        for (const education of educations) {
          const years = ordered.searchPostings!.get(searchKey(state, status, education));
          if (!years) continue;
          for (const birth of years.values()) {
            if (birth.length === 0 || birth.dobYear < lowest || birth.dobYear > highest) continue;
            sources.push(birth);
            certain.push(onlyThese && inside(birth.dobYear) && inside(birth.yearOfBirth));
          }
        }
      }
    }
  }
  return { sources, certain };
}

/**
 * The ids of page `offset`…`offset + limit` and the matches counted up to `countTo`, or null when
 * the walk would be long (a rare combination of filters): PostgreSQL's indexes serve those better.
 */
export function walk(
  store: ListingStore,
  filter: ListFilter,
  offset: number,
  limit: number,
  countTo: number,
): WalkResult | null {
  const list = store.list(filter.gender);
  if (!list) return { ids: [], matched: 0 };
  const tests: Test[] = filter.values.map(({ column, anyOf }) => {
    const allowed = allowedCodes(store, column, anyOf);
    return { column, codes: store.columns.get(column)!, allowed, share: share(list, column, allowed) };
  });
  // The counts are exact: a value nobody in the list has matches nobody.
  if (tests.some((t) => t.share === 0)) return { ids: [], matched: 0 };
  // Least passing first: most profiles fail at the first test.
  tests.sort((a, b) => a.share - b.share);
  const search = searchSources(store, filter, list, tests);
  // Every profile of those lists passes the three tests already.
  const rest = tests.filter((t) => !SEARCH_COLUMNS.includes(t.column));
  if (search) return walkSources(store, filter, search.sources, rest, offset, limit, countTo, search.certain);
  const driver = tests.find((t) => POSTED_COLUMNS.includes(t.column) && t.share < 0.5);
  const walked = driver ? driver.share * list.length : list.length;
  // The city filter is rare and has no counts: assumed to pass everyone, which only makes the
  // estimate err on the side of walking.
  const passing = tests.reduce((p, t) => (t === driver ? p : p * t.share), ageShare(list, filter));
  const expectedWalk = Math.min(walked, passing === 0 ? Infinity : (offset + limit) / passing);
  if (expectedWalk > MAX_WALK) return null;
  return walkSources(
    store,
    filter,
    sources(store, filter, list, driver),
    tests,
    offset,
    limit,
    countTo,
    'bits',
  );
}

function walkSources(
  store: ListingStore,
  filter: ListFilter,
  from: SortedSlots[],
  tests: Test[],
  offset: number,
  limit: number,
  countTo: number,
  /**
   * Counting the matches past the page: from the bit sets (the whole list), or from the rest of
   * the sources, those marked certain by their length alone.
   */
  count: 'bits' | boolean[],
): WalkResult | null {
  const { minAge, maxAge } = filter;
  const cityAllowed = filter.city === undefined ? null : allowedCodes(store, 'cityLower', [filter.city]);
  const cityCurrentAllowed =
    filter.city === undefined ? null : allowedCodes(store, 'cityCurrentLower', [filter.city]);
  const excluded = filter.excludeId;
  const { dobKey, years, months, ids } = store;
  const cityCodes = store.columns.get('cityLower')!;
  const cityCurrentCodes = store.columns.get('cityCurrentLower')!;
  // date_of_birth <= / >= 1 January of the bound's year, as dobKey (store.ts) compares them.
  const dobMax = minAge ? minAge.year * 2 : Infinity;
  const dobMin = maxAge ? maxAge.year * 2 : -Infinity;
  const testCount = tests.length;

  /** Whether `slot` passes every condition of the filter (the SQL's, one by one). */
  const passes = (slot: number): boolean => {
    for (let t = 0; t < testCount; t++) {
      const test = tests[t]!;
      if (test.allowed[test.codes[slot]!] !== 1) return false;
    }
    if (minAge) {
      // (year_of_birth <> Y or month_of_birth is null or month_of_birth <= M).
      if (dobKey[slot]! > dobMax) return false;
      const month = months[slot]!;
      if (years[slot] === minAge.year && month !== MONTH_UNKNOWN && month > minAge.month) {
        return false;
      }
    }
    if (maxAge) {
      // (year_of_birth <> Y or month_of_birth > M): an unknown month in year Y makes it null, not true.
      if (dobKey[slot]! < dobMin) return false;
      const month = months[slot]!;
      if (years[slot] === maxAge.year && (month === MONTH_UNKNOWN || month <= maxAge.month)) {
        return false;
      }
    }
    if (cityAllowed && cityCurrentAllowed) {
      const native = cityAllowed[cityCodes[slot]!];
      if (native !== 1 && cityCurrentAllowed[cityCurrentCodes[slot]!] !== 1) return false;
    }
    return ids[slot] !== excluded;
  };

  const page: number[] = [];
  let matched = 0;
  let walked = 0;
  // The page: the sources merged in list order until the page is full. `at` is where each
  // source got to; the slot taken next is the first of their next ones in list order.
  const at = new Int32Array(from.length);
  const pageEnd = offset + limit;
  while (matched < pageEnd && matched < countTo) {
    let slot = -1;
    let source = -1;
    for (let s = 0; s < from.length; s++) {
      if (at[s]! >= from[s]!.length) continue;
      const candidate = from[s]!.slots[at[s]!]!;
      if (slot === -1 || store.before(candidate, slot)) {
        slot = candidate;
        source = s;
      }
    }
    if (source === -1) return { ids: page, matched };
    at[source]! += 1;
    // Past the budget (the estimate was wrong): the caller asks PostgreSQL instead.
    if (++walked > MAX_WALK) return null;
    if (!passes(slot)) continue;
    matched += 1;
    if (matched > offset) page.push(ids[slot]!);
  }
  // The count: the page's walk saw only part of the matches.
  if (count === 'bits') return { ids: page, matched: countByBits(store, filter, tests, passes, countTo) };
  // The rest of each source, in any order (they hold different profiles), until the cap: first
  // those whose every profile matches, by their length alone, and only then, if the cap is not
  // reached yet, the others profile by profile.
  for (let s = 0; s < from.length && matched < countTo; s++) {
    if (count[s]) matched = Math.min(countTo, matched + from[s]!.length - at[s]!);
  }
  for (let s = 0; s < from.length && matched < countTo; s++) {
    if (count[s]) continue;
    const { slots, length } = from[s]!;
    for (let i = at[s]!; i < length; i++) {
      if (++walked > MAX_WALK) return null;
      if (passes(slots[i]!) && ++matched >= countTo) break;
    }
  }
  return { ids: page, matched };
}

/**
 * The matches of the whole list, counted up to `countTo`: 32 slots at a time, the words of the
 * gender's (or everyone's) bits ANDed with, for each test, the OR of its values' bits, and with
 * the years of birth the age bounds allow; each slot left is then checked in full (`passes`: the
 * month at the boundary years, the city, the viewer's own profile).
 */
function countByBits(
  store: ListingStore,
  filter: ListFilter,
  tests: Test[],
  passes: (slot: number) => boolean,
  countTo: number,
): number {
  const genders =
    filter.gender === undefined
      ? store.genderBits.filter(Boolean)
      : [store.genderBits[store.genderNames.find(filter.gender)]!];
  const groups = tests.map((test) => {
    const byCode = store.bits.get(test.column)!;
    return allowedList(test).flatMap((code) => byCode[code] ?? []);
  });
  const { minAge, maxAge } = filter;
  if (minAge || maxAge) {
    const from = maxAge?.year ?? -Infinity;
    const to = minAge?.year ?? Infinity;
    groups.push([...store.birthBits].filter(([year]) => year >= from && year <= to).map(([, bits]) => bits));
  }
  const words = store.capacity >>> 5;
  let count = 0;
  for (let w = 0; w < words; w++) {
    let mask = 0;
    for (const bits of genders) mask |= bits[w]!;
    for (let g = 0; g < groups.length && mask !== 0; g++) {
      const group = groups[g]!;
      let any = 0;
      for (let b = 0; b < group.length; b++) any |= group[b]![w]!;
      mask &= any;
    }
    while (mask !== 0) {
      const lowest = mask & -mask;
      mask ^= lowest;
      if (passes((w << 5) | (31 - Math.clz32(lowest))) && ++count >= countTo) return count;
    }
  }
  return count;
}
