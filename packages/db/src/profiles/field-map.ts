import { getTableColumns } from 'drizzle-orm';
import { profiles } from '../schema/profiles';

type ProfileRow = typeof profiles.$inferSelect;
type ProfileProperty = keyof ProfileRow;

const COLUMNS = getTableColumns(profiles);

/**
 * The one map between a profile field's wire name and its Drizzle property. SPEC.md §3's field
 * names are the table's column names, so the map is read off the table itself: adding a profile
 * field is a column here and a field in the domain's form schema, and create, update and read
 * follow without another edit.
 */
const PROPERTY_OF_FIELD: ReadonlyMap<string, ProfileProperty> = new Map(
  Object.entries(COLUMNS).map(([property, column]) => [column.name, property as ProfileProperty]),
);

/** The Drizzle property that stores a wire field, if the profiles table has one. */
export function profilePropertyOf(field: string): ProfileProperty | undefined {
  return PROPERTY_OF_FIELD.get(field);
}

/**
 * Column values for insert or update from values keyed by wire name. Only `fields` are read (the
 * caller's allow-list: protected columns never come from a request), undefined means "not sent",
 * and a null never overwrites a NOT NULL column: it keeps its stored value or its default.
 */
export function profileColumnsFrom(
  values: Readonly<Record<string, unknown>>,
  fields: Iterable<string>,
): Partial<ProfileRow> {
  const set: Record<string, unknown> = {};
  for (const field of fields) {
    const property = PROPERTY_OF_FIELD.get(field);
    const value = values[field];
    if (!property || value === undefined) continue;
    if (value === null && COLUMNS[property].notNull) continue;
    set[property] = value;
  }
  return set as Partial<ProfileRow>;
}

/** Wire values of a stored profile for `fields`; timestamps as ISO text, as the API sends them. */
export function profileFieldsOf(row: ProfileRow, fields: Iterable<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const property = PROPERTY_OF_FIELD.get(field);
    if (!property) continue;
    const value = row[property];
    out[field] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}
