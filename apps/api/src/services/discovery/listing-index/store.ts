import type { FilterColumn } from '../list-filters';

/**
 * The listed profiles as the list filters see them, in memory (issue 15, decision 041): one slot per
 * profile, each column in a typed array (text columns as codes into a dictionary of the values
 * seen), and the slots in list order, newest first, for everyone and for each gender. About 60
 * bytes a profile: 60 MB per API process at a million.
 */

/** The text columns the filters compare; `city` and `cityCurrent` lower-cased by PostgreSQL for the city filter. */
export const CODED_COLUMNS = [
  'height',
  'maslak',
  'biradari',
  'state',
  'countryCurrent',
  'cityCurrent',
  'stateCurrent',
  'martialStatus',
  'education',
  'physicalStatus',
  'cityLower',
  'cityCurrentLower',
] as const satisfies readonly (FilterColumn | 'cityLower' | 'cityCurrentLower')[];
export type CodedColumn = (typeof CODED_COLUMNS)[number];

/**
 * A column's codes by slot, as narrow as its dictionary allows: most columns have a few dozen
 * values, and a byte each keeps a walk's reads within the processor's cache (a walk through one
 * value's posting list jumps between slots, and at four bytes a code it waited on memory).
 */
export type Codes = Uint8Array | Uint16Array | Uint32Array;
const maxCode = (codes: Codes): number => 2 ** (codes.BYTES_PER_ELEMENT * 8) - 1;
function widened(codes: Codes): Codes {
  const next = codes instanceof Uint8Array ? new Uint16Array(codes.length) : new Uint32Array(codes.length);
  next.set(codes);
  return next;
}

/** One listed profile as loaded (see sync.ts for the statement). */
export interface ListingRow {
  id: number;
  gender: string;
  /** created_on in microseconds since 1970: the list's order, exactly as PostgreSQL sorts it. */
  createdMicros: number;
  /** date_of_birth in days since 1970-01-01. */
  /** date_of_birth's year, and whether it is 1 January (as the app stores it). */
  dobYear: number;
  dobOnNewYear: boolean;
  yearOfBirth: number;
  monthOfBirth: number | null;
  values: Record<CodedColumn, string>;
}

/** Distinct values of one column, each with a small number; 0 is never used, so "no code" is 0. */
export class Dictionary {
  readonly values: string[] = [''];
  private readonly codes = new Map<string, number>();
  code(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.codes.set(value, code);
    }
    return code;
  }
  find(value: string): number {
    return this.codes.get(value) ?? 0;
  }
  get size(): number {
    return this.values.length;
  }
}

/** Slots in list order: created_on desc, then id desc. */
export class SortedSlots {
  slots = new Int32Array(16);
  length = 0;
}

/**
 * The columns with a list per value ("posting list") in each gender's list, so that a walk can go
 * through only the profiles with one of the values asked for (walk.ts). Not the lower-cased cities,
 * which only the rare city filter reads.
 */
export const POSTED_COLUMNS: readonly CodedColumn[] = CODED_COLUMNS.filter(
  (c) => c !== 'cityLower' && c !== 'cityCurrentLower',
);
/** Each posted column's place in CODED_COLUMNS. */
const POSTED_AT = POSTED_COLUMNS.map((c) => CODED_COLUMNS.indexOf(c));

/** A list with how many of its profiles have each column value, and (for a gender) the posting lists. */
export class OrderedSlots extends SortedSlots {
  /** counts[column][code]: for the cost estimate of a walk (walk.ts). */
  readonly counts = new Map<CodedColumn, number[]>(CODED_COLUMNS.map((c) => [c, []]));
  /**
   * The same arrays as `counts` (and `postings`) in the order of CODED_COLUMNS (POSTED_COLUMNS):
   * adding a profile reaches them by position, not by a lookup per column.
   */
  readonly countsAt = CODED_COLUMNS.map((c) => this.counts.get(c)!);
  readonly postingsAt: SortedSlots[][] | null;
  /** How many were born in each year. */
  readonly births = new Map<number, number>();
  /** postings[column][code]: this list's profiles with that value, in list order. */
  readonly postings: Map<CodedColumn, SortedSlots[]> | null;
  /**
   * The search form's usual filters together: for each combination of state, marital status and
   * education (the key from searchKey), a list per year of birth (year_of_birth and the year of
   * date_of_birth, which the app keeps equal). What PostgreSQL's profiles_search_idx is to the
   * SQL: a search reads only the lists of its combinations and years, and counts the lists of the
   * years inside its age range by their length alone (walk.ts).
   */
  readonly searchPostings: Map<SearchKey, Map<number, BirthPostings>> | null;
  constructor(withPostings: boolean) {
    super();
    this.postings = withPostings ? new Map(POSTED_COLUMNS.map((c) => [c, []])) : null;
    this.postingsAt = this.postings && POSTED_COLUMNS.map((c) => this.postings!.get(c)!);
    this.searchPostings = withPostings ? new Map() : null;
  }
}

const dobKeyOf = (row: ListingRow): number => row.dobYear * 2 + (row.dobOnNewYear ? 0 : 1);

function flipBit(bits: Uint32Array, slot: number, on: boolean): void {
  const word = slot >>> 5;
  const bit = 1 << (slot & 31);
  bits[word] = on ? bits[word]! | bit : bits[word]! & ~bit;
}

/** One year's list of a search combination. */
export class BirthPostings extends SortedSlots {
  constructor(
    readonly yearOfBirth: number,
    readonly dobYear: number,
  ) {
    super();
  }
}

/**
 * The key of OrderedSlots.searchPostings for codes of state, marital status and education: a
 * number while each fits 16 bits (always, in practice: cheaper to hash than a string), else a string.
 */
export type SearchKey = number | string;
export const searchKey = (state: number, martialStatus: number, education: number): SearchKey =>
  state < 65536 && martialStatus < 65536 && education < 65536
    ? (state * 65536 + martialStatus) * 65536 + education
    : `${state}:${martialStatus}:${education}`;

/** The key of a combination's list per year: year_of_birth and the year of date_of_birth (both 16 bits). */
const birthKey = (yearOfBirth: number, dobYear: number): number =>
  (yearOfBirth + 32768) * 65536 + (dobYear + 32768);

/** 0 in the month field: the month is not known. */
export const MONTH_UNKNOWN = 0;

export class ListingStore {
  capacity = 0;
  ids = new Int32Array(0);
  genders = new Uint8Array(0);
  created = new Float64Array(0);
  /**
   * date_of_birth against 1 January of a year Y: twice its year, plus one unless it is 1 January,
   * so that `dob <= Y-01-01` is `dobKey <= 2Y` and `dob >= Y-01-01` is `dobKey >= 2Y`. Two bytes
   * instead of a date's four or eight.
   */
  dobKey = new Int16Array(0);
  years = new Int16Array(0);
  /** MONTH_UNKNOWN when the month is not known. */
  months = new Uint8Array(0);
  /**
   * Each coded column's values by slot. Slots are given out in list order as the index loads,
   * so a walk reads each of these arrays forward.
   */
  readonly columns = new Map<CodedColumn, Codes>(CODED_COLUMNS.map((c) => [c, new Uint8Array(0)]));
  readonly dictionaries = new Map<CodedColumn, Dictionary>(CODED_COLUMNS.map((c) => [c, new Dictionary()]));
  /** `columns` and `dictionaries` in the order of CODED_COLUMNS (kept in step with `columns`). */
  private columnsAt: Codes[] = CODED_COLUMNS.map((c) => this.columns.get(c)!);
  private readonly dictionariesAt = CODED_COLUMNS.map((c) => this.dictionaries.get(c)!);
  readonly genderNames = new Dictionary();
  /**
   * A bit per slot for each value of each posted column, each gender and each year of birth:
   * counting a list is ANDing and ORing these 32 profiles at a time (walk.ts), which reads only
   * the words of the values asked for.
   */
  readonly bits = new Map<CodedColumn, Uint32Array[]>(POSTED_COLUMNS.map((c) => [c, []]));
  private readonly bitsAt = POSTED_COLUMNS.map((c) => this.bits.get(c)!);
  readonly genderBits: Uint32Array[] = [];
  /** By date_of_birth's year (dobKey >> 1). */
  readonly birthBits = new Map<number, Uint32Array>();
  /** Everyone, and each gender (by its code in genderNames). */
  readonly everyone = new OrderedSlots(false);
  readonly byGender = new Map<number, OrderedSlots>();
  /**
   * Each profile id's slot plus one (0: not listed), by id: profile ids are a sequence, and a
   * million-entry Map cost more to fill than everything else of a load.
   */
  private slotPlusOne = new Int32Array(1024);
  private listed = 0;
  private readonly freeSlots: number[] = [];
  private used = 0;

  get size(): number {
    return this.listed;
  }

  private slotOf(id: number): number | undefined {
    const slot = id < this.slotPlusOne.length ? this.slotPlusOne[id]! - 1 : -1;
    return slot < 0 ? undefined : slot;
  }

  private setSlot(id: number, slot: number | undefined): void {
    if (id >= this.slotPlusOne.length) {
      let length = this.slotPlusOne.length;
      while (length <= id) length *= 2;
      const bigger = new Int32Array(length);
      bigger.set(this.slotPlusOne);
      this.slotPlusOne = bigger;
    }
    const had = this.slotPlusOne[id] !== 0;
    this.slotPlusOne[id] = slot === undefined ? 0 : slot + 1;
    this.listed += (slot === undefined ? 0 : 1) - (had ? 1 : 0);
  }

  /** The code of `column`'s value for the profile in `slot`. */
  code(slot: number, column: CodedColumn): number {
    return this.columns.get(column)![slot]!;
  }

  /** The list for a gender, or everyone's; undefined for a gender nobody has. */
  list(gender: string | undefined): OrderedSlots | undefined {
    if (gender === undefined) return this.everyone;
    const code = this.genderNames.find(gender);
    return code === 0 ? undefined : this.byGender.get(code);
  }

  /** Whether the index already has `row` exactly as it is. */
  holds(row: ListingRow): boolean {
    const slot = this.slotOf(row.id);
    if (slot === undefined) return false;
    return (
      this.genderNames.values[this.genders[slot]!] === row.gender &&
      this.created[slot] === row.createdMicros &&
      this.dobKey[slot] === dobKeyOf(row) &&
      this.years[slot] === row.yearOfBirth &&
      this.months[slot] === (row.monthOfBirth ?? MONTH_UNKNOWN) &&
      CODED_COLUMNS.every(
        (column) => this.dictionaries.get(column)!.values[this.code(slot, column)] === row.values[column],
      )
    );
  }

  /** Adds a listed profile, or replaces what is known of it. */
  put(row: ListingRow): void {
    this.remove(row.id);
    const slot = this.freeSlots.pop() ?? this.used++;
    if (slot >= this.capacity) this.grow(Math.max(1024, this.capacity * 2));
    this.setSlot(row.id, slot);
    this.ids[slot] = row.id;
    const gender = this.genderNames.code(row.gender);
    this.genders[slot] = gender;
    this.created[slot] = row.createdMicros;
    for (let i = 0; i < CODED_COLUMNS.length; i++) {
      const column = CODED_COLUMNS[i]!;
      const code = this.dictionariesAt[i]!.code(row.values[column]);
      let codes = this.columnsAt[i]!;
      if (code > maxCode(codes)) {
        codes = widened(codes);
        this.columns.set(column, codes);
        this.columnsAt[i] = codes;
      }
      codes[slot] = code;
    }
    this.dobKey[slot] = dobKeyOf(row);
    this.years[slot] = row.yearOfBirth;
    this.months[slot] = row.monthOfBirth ?? MONTH_UNKNOWN;
    this.flip(slot, true);
    let list = this.byGender.get(gender);
    if (!list) this.byGender.set(gender, (list = new OrderedSlots(true)));
    for (const ordered of [this.everyone, list]) this.insert(ordered, slot);
  }

  /** Forgets a profile (no longer listed, or gone); nothing happens for one not known. */
  remove(id: number): void {
    const slot = this.slotOf(id);
    if (slot === undefined) return;
    for (const ordered of [this.everyone, this.byGender.get(this.genders[slot]!)!])
      this.delete(ordered, slot);
    this.flip(slot, false);
    this.setSlot(id, undefined);
    this.freeSlots.push(slot);
  }

  /** Sets (or clears) the slot's bit in the bit sets of its values. */
  private flip(slot: number, on: boolean): void {
    const words = this.capacity >>> 5;
    for (let j = 0; j < POSTED_AT.length; j++) {
      const byCode = this.bitsAt[j]!;
      flipBit((byCode[this.columnsAt[POSTED_AT[j]!]![slot]!] ??= new Uint32Array(words)), slot, on);
    }
    flipBit((this.genderBits[this.genders[slot]!] ??= new Uint32Array(words)), slot, on);
    const year = this.dobKey[slot]! >> 1;
    let births = this.birthBits.get(year);
    if (!births) this.birthBits.set(year, (births = new Uint32Array(words)));
    flipBit(births, slot, on);
  }

  /** Whether slot a comes before slot b in the list (newest first, then the higher id). */
  before(a: number, b: number): boolean {
    const ca = this.created[a]!;
    const cb = this.created[b]!;
    return ca !== cb ? ca > cb : this.ids[a]! > this.ids[b]!;
  }

  /** The position of `slot` in `sorted`, or where it would go. */
  private position(sorted: SortedSlots, slot: number): number {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.before(sorted.slots[middle]!, slot)) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private insert(ordered: OrderedSlots, slot: number): void {
    this.insertSorted(ordered, slot);
    this.count(ordered, slot, 1);
    if (!ordered.postings || !ordered.searchPostings) return;
    const postingsAt = ordered.postingsAt!;
    for (let j = 0; j < POSTED_AT.length; j++) {
      const byCode = postingsAt[j]!;
      this.insertSorted((byCode[this.columnsAt[POSTED_AT[j]!]![slot]!] ??= new SortedSlots()), slot);
    }
    const key = this.searchKeyOf(slot);
    let combination = ordered.searchPostings.get(key);
    if (!combination) ordered.searchPostings.set(key, (combination = new Map()));
    const year = this.years[slot]!;
    const dobYear = this.dobKey[slot]! >> 1;
    const byYear = birthKey(year, dobYear);
    let birth = combination.get(byYear);
    if (!birth) combination.set(byYear, (birth = new BirthPostings(year, dobYear)));
    this.insertSorted(birth, slot);
  }

  private delete(ordered: OrderedSlots, slot: number): void {
    this.deleteSorted(ordered, slot);
    this.count(ordered, slot, -1);
    if (!ordered.postings || !ordered.searchPostings) return;
    for (const [column, byCode] of ordered.postings)
      this.deleteSorted(byCode[this.code(slot, column)]!, slot);
    const byYear = birthKey(this.years[slot]!, this.dobKey[slot]! >> 1);
    this.deleteSorted(ordered.searchPostings.get(this.searchKeyOf(slot))!.get(byYear)!, slot);
  }

  private searchKeyOf(slot: number): SearchKey {
    return searchKey(
      this.code(slot, 'state'),
      this.code(slot, 'martialStatus'),
      this.code(slot, 'education'),
    );
  }

  private insertSorted(sorted: SortedSlots, slot: number): void {
    if (sorted.length === sorted.slots.length) {
      const bigger = new Int32Array(sorted.slots.length * 2);
      bigger.set(sorted.slots);
      sorted.slots = bigger;
    }
    // New profiles are the newest: they go first, so the common insert moves the whole list by
    // one, a memmove of a few MB at a million profiles (rare next to reads). Loading appends.
    const last = sorted.length - 1;
    const at =
      last < 0 || this.before(sorted.slots[last]!, slot) ? sorted.length : this.position(sorted, slot);
    sorted.slots.copyWithin(at + 1, at, sorted.length);
    sorted.slots[at] = slot;
    sorted.length += 1;
  }

  private deleteSorted(sorted: SortedSlots, slot: number): void {
    const at = this.position(sorted, slot);
    if (sorted.slots[at] !== slot) throw new Error(`listing index: slot ${slot} is not where its order says`);
    sorted.slots.copyWithin(at, at + 1, sorted.length);
    sorted.length -= 1;
  }

  private count(ordered: OrderedSlots, slot: number, delta: number): void {
    for (let i = 0; i < CODED_COLUMNS.length; i++) {
      const counts = ordered.countsAt[i]!;
      const code = this.columnsAt[i]![slot]!;
      counts[code] = (counts[code] ?? 0) + delta;
    }
    const year = this.years[slot]!;
    ordered.births.set(year, (ordered.births.get(year) ?? 0) + delta);
  }

  private grow(capacity: number): void {
    const grown = <T extends Int32Array | Uint8Array | Float64Array | Int16Array | Uint32Array>(
      old: T,
      make: (n: number) => T,
    ): T => {
      const next = make(capacity);
      next.set(old);
      return next;
    };
    this.ids = grown(this.ids, (n) => new Int32Array(n));
    this.genders = grown(this.genders, (n) => new Uint8Array(n));
    this.created = grown(this.created, (n) => new Float64Array(n));
    this.dobKey = grown(this.dobKey, (n) => new Int16Array(n));
    this.years = grown(this.years, (n) => new Int16Array(n));
    this.months = grown(this.months, (n) => new Uint8Array(n));
    for (const column of CODED_COLUMNS) {
      const codes = this.columns.get(column)!;
      const next = new (codes.constructor as new (n: number) => Codes)(capacity);
      next.set(codes);
      this.columns.set(column, next);
    }
    this.columnsAt = CODED_COLUMNS.map((c) => this.columns.get(c)!);
    const widen = (bits: Uint32Array) => {
      const next = new Uint32Array(capacity >>> 5);
      next.set(bits);
      return next;
    };
    for (const byCode of this.bits.values()) byCode.forEach((bits, code) => (byCode[code] = widen(bits)));
    this.genderBits.forEach((bits, code) => (this.genderBits[code] = widen(bits)));
    for (const [year, bits] of this.birthBits) this.birthBits.set(year, widen(bits));
    this.capacity = capacity;
  }
}
