import { index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  dialCode: text('dial_code').notNull(),
});

export const states = pgTable('states', {
  id: serial('id').primaryKey(),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id),
  name: text('name').notNull().unique(),
  code: text('code').notNull(),
});

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    name: text('name').notNull(),
  },
  (t) => [unique('cities_state_name_uq').on(t.stateId, t.name), index('cities_state_idx').on(t.stateId)],
);

/** Small named lists (maslak, biradari, education, marital status), one table each. */
const namedList = (table: string) =>
  pgTable(table, {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    position: integer('position').notNull().default(0),
  });

export const maslaks = namedList('maslaks');
export const biradaries = namedList('biradaries');
export const educationLevels = namedList('education_levels');
export const maritalStatuses = namedList('marital_statuses');

export const blockedKeywords = pgTable('blocked_keywords', {
  id: serial('id').primaryKey(),
  keyword: text('keyword').notNull().unique(),
});
