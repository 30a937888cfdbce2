import { asc, eq } from 'drizzle-orm';
import type { Db } from '@rishta/db';
import {
  biradaries,
  blockedKeywords,
  cities,
  countries,
  educationLevels,
  maritalStatuses,
  maslaks,
  states,
} from '@rishta/db';

export function listCountries(db: Db) {
  return db
    .select({ id: countries.id, name: countries.name, code: countries.code, dial_code: countries.dialCode })
    .from(countries)
    .orderBy(asc(countries.name));
}

/** `country` is the country's id (the web app asks for country 1, India) or its ISO code. */
export async function listStates(db: Db, country: string | undefined) {
  const base = db.select({ id: states.id, name: states.name, code: states.code }).from(states);
  if (!country) return base.orderBy(asc(states.name));
  // Ids are small; a long run of digits is no id and must not overflow the integer column.
  const byId = /^\d{1,9}$/.test(country);
  const [row] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(byId ? eq(countries.id, Number(country)) : eq(countries.code, country.toUpperCase()));
  if (!row) return [];
  return base.where(eq(states.countryId, row.id)).orderBy(asc(states.name));
}

export async function listCities(db: Db, stateName: string) {
  return db
    .select({ id: cities.id, name: cities.name })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(eq(states.name, stateName))
    .orderBy(asc(cities.name));
}

export function listMaslaks(db: Db) {
  return db.select({ id: maslaks.id, name: maslaks.name }).from(maslaks).orderBy(asc(maslaks.position));
}

export function listBiradaries(db: Db) {
  return db
    .select({ id: biradaries.id, name: biradaries.name })
    .from(biradaries)
    .orderBy(asc(biradaries.position));
}

export function listEducation(db: Db) {
  return db
    .select({ name: educationLevels.name })
    .from(educationLevels)
    .orderBy(asc(educationLevels.position));
}

export function listMaritalStatuses(db: Db) {
  return db
    .select({ name: maritalStatuses.name })
    .from(maritalStatuses)
    .orderBy(asc(maritalStatuses.position));
}

export function listBlockedKeywords(db: Db) {
  return db
    .select({ keyword: blockedKeywords.keyword })
    .from(blockedKeywords)
    .orderBy(asc(blockedKeywords.keyword));
}
