import { and, eq, inArray } from 'drizzle-orm';
import { CONTACT_OF, HEIGHTS, type ErrorIssue } from '@rishta/domain';
import {
  biradaries,
  cities,
  countries,
  educationLevels,
  maritalStatuses,
  maslaks,
  states,
  type Db,
} from '@rishta/db';
import { AppError } from '../../lib/http-error';

export interface ChoiceValues {
  martial_status: string;
  education: string;
  height: string;
  contact_of: string;
  biradari: string;
  maslak: string;
  state: string;
  city: string;
  state_current: string;
  city_current: string;
  country_current: string;
}

async function namesIn(
  db: Db,
  table: typeof maslaks | typeof biradaries | typeof educationLevels | typeof maritalStatuses,
  name: string,
): Promise<boolean> {
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.name, name)).limit(1);
  return rows.length > 0;
}

async function cityInState(db: Db, state: string, city: string): Promise<boolean> {
  const rows = await db
    .select({ id: cities.id })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(and(eq(states.name, state), eq(cities.name, city)))
    .limit(1);
  return rows.length > 0;
}

/**
 * The form's select fields must hold values of the reference lists the API serves (the domain
 * schema leaves membership to the API, see profile-form.ts); otherwise listings and search
 * filters would meet values no filter can choose. Every bad field is reported at once.
 */
export async function checkChoices(db: Db, values: ChoiceValues): Promise<void> {
  const errors = await choiceErrors(db, values);
  if (Object.keys(errors).length > 0) throw AppError.fields(errors);
}

/** The fields whose value is not in its reference list, each with 'Invalid choice' (§5). */
export async function choiceErrors(db: Db, values: ChoiceValues): Promise<Record<string, ErrorIssue[]>> {
  const checks: [keyof ChoiceValues, Promise<boolean> | boolean][] = [
    ['martial_status', namesIn(db, maritalStatuses, values.martial_status)],
    ['education', namesIn(db, educationLevels, values.education)],
    ['biradari', namesIn(db, biradaries, values.biradari)],
    ['maslak', namesIn(db, maslaks, values.maslak)],
    ['height', HEIGHTS.includes(values.height)],
    ['contact_of', (CONTACT_OF as readonly string[]).includes(values.contact_of)],
  ];
  const knownStates = await db
    .select({ name: states.name })
    .from(states)
    .where(inArray(states.name, [values.state, values.state_current]));
  const known = new Set(knownStates.map((s) => s.name));
  const [country] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.name, values.country_current))
    .limit(1);
  checks.push(['country_current', Boolean(country)]);
  // Our state and city lists cover India only: someone living abroad types their current place.
  const livesInIndia = values.country_current === 'India';
  const placePairs = livesInIndia
    ? ([
        ['state', 'city'],
        ['state_current', 'city_current'],
      ] as const)
    : ([['state', 'city']] as const);
  for (const [stateField, cityField] of placePairs) {
    if (!known.has(values[stateField])) checks.push([stateField, false]);
    else checks.push([cityField, cityInState(db, values[stateField], values[cityField])]);
  }
  const errors: Record<string, ErrorIssue[]> = {};
  for (const [field, ok] of checks) if (!(await ok)) errors[field] = [{ code: 'invalidChoice' }];
  return errors;
}
