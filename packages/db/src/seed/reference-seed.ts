import { EDUCATION_LEVELS, MARITAL_STATUSES } from '@rishta/domain';
import type { Db } from '../create-db';
import { PARTNER_FOUND_OFFSET_KEY } from '../settings-keys';
import { BIRADARIES, CITIES_BY_STATE, COUNTRIES, INDIAN_STATES, MASLAKS } from '../reference/index';
import {
  biradaries,
  blockedKeywords,
  cities,
  countries,
  educationLevels,
  maritalStatuses,
  maslaks,
  pageCounters,
  settings,
  states,
} from '../schema/index';
import { chunk } from './batches';
import { REFERENCE_LOCK, lockForSeeding } from './seed-locks';

/** Rows per INSERT statement: far below PostgreSQL's 65,535 bind parameters, and quick to parse. */
const BATCH = 500;

// The spec's "two placeholders": phrases brokers use, which members may not post (SPEC.md §3).
export const DEFAULT_BLOCKED_KEYWORDS = ['broker commission', 'registration fee'] as const;

export const PAGE_COUNTER_NAMES = ['homepage', 'guidelines', 'book'] as const;

export interface ReferenceSeedResult {
  /** False when the lists were already there (nothing but missing counters/settings was added). */
  seeded: boolean;
  countries: number;
  states: number;
  cities: number;
  maslaks: number;
  biradaries: number;
  educationLevels: number;
  maritalStatuses: number;
  blockedKeywords: number;
}

const positioned = (names: readonly string[]) => names.map((name, position) => ({ name, position }));

/**
 * Inserts the reference lists every installation needs, production included. Runs in one
 * transaction under an advisory lock, so a half-seeded database (countries but no cities) cannot
 * happen and two servers starting together do not both seed. Skips the lists when countries exist.
 */
export async function seedReference(db: Db): Promise<ReferenceSeedResult> {
  return db.transaction(async (tx) => {
    await lockForSeeding(tx, REFERENCE_LOCK);
    await ensureCountersAndSettings(tx);

    const empty: ReferenceSeedResult = {
      seeded: false,
      countries: 0,
      states: 0,
      cities: 0,
      maslaks: 0,
      biradaries: 0,
      educationLevels: 0,
      maritalStatuses: 0,
      blockedKeywords: 0,
    };
    if ((await tx.$count(countries)) > 0) return empty;

    const countryRows = await tx
      .insert(countries)
      // India goes first so it gets id 1: the web app asks for the states of country 1 (SPEC.md §9).
      .values(indiaFirst(COUNTRIES).map((c) => ({ name: c.name, code: c.code, dialCode: c.dial_code })))
      .returning({ id: countries.id, code: countries.code });
    const india = countryRows.find((c) => c.code === 'IN');
    if (!india) throw new Error('The country list has no India (IN); cannot seed its states.');

    const stateRows = await tx
      .insert(states)
      .values(INDIAN_STATES.map((s) => ({ countryId: india.id, name: s.name, code: s.code })))
      .returning({ id: states.id, name: states.name });

    const cityValues = stateRows.flatMap((state) =>
      (CITIES_BY_STATE[state.name] ?? []).map((name) => ({ stateId: state.id, name })),
    );
    for (const batch of chunk(cityValues, BATCH)) await tx.insert(cities).values(batch);

    await tx.insert(maslaks).values(positioned(MASLAKS));
    await tx.insert(biradaries).values(positioned(BIRADARIES));
    await tx.insert(educationLevels).values(positioned(EDUCATION_LEVELS.map((e) => e.name)));
    await tx.insert(maritalStatuses).values(positioned(MARITAL_STATUSES.map((m) => m.name)));
    await tx
      .insert(blockedKeywords)
      .values(DEFAULT_BLOCKED_KEYWORDS.map((keyword) => ({ keyword })))
      .onConflictDoNothing();

    return {
      seeded: true,
      countries: countryRows.length,
      states: stateRows.length,
      cities: cityValues.length,
      maslaks: MASLAKS.length,
      biradaries: BIRADARIES.length,
      educationLevels: EDUCATION_LEVELS.length,
      maritalStatuses: MARITAL_STATUSES.length,
      blockedKeywords: DEFAULT_BLOCKED_KEYWORDS.length,
    };
  });
}

// Counters and settings are rows the API updates in place, so they must exist; adding a missing
// one never overwrites a value, which makes this safe on every start.
async function ensureCountersAndSettings(db: Db): Promise<void> {
  await db
    .insert(pageCounters)
    .values(PAGE_COUNTER_NAMES.map((name) => ({ name, count: 0 })))
    .onConflictDoNothing();
  await db.insert(settings).values({ key: PARTNER_FOUND_OFFSET_KEY, value: 0 }).onConflictDoNothing();
}

function indiaFirst<T extends { code: string }>(countries: readonly T[]): T[] {
  return [...countries].sort((a, b) => Number(b.code === 'IN') - Number(a.code === 'IN'));
}
