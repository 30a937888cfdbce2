import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { APPROVAL_STATUSES, GENDERS, VERIFICATION_STATUSES } from '@rishta/domain';

/** Every field of the profile form (SPEC.md §3), one row per account. */
export const profiles = pgTable(
  'profiles',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .unique()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull().unique(),
    profileCode: text('profile_code').notNull().unique(),

    fullName: text('full_name').notNull(),
    fathersName: text('fathers_name').notNull(),
    mothersName: text('mothers_name').notNull(),
    gender: text('gender', { enum: GENDERS }).notNull(),
    martialStatus: text('martial_status').notNull(),
    detailForThisStatus: text('detail_for_this_status'),
    durationAfterKhulaOrDivorce: text('duration_after_khula_or_divorce'),
    noOfChildren: smallint('no_of_children'),

    yearOfBirth: smallint('year_of_birth').notNull(),
    monthOfBirth: smallint('month_of_birth'),
    dateOfBirth: date('date_of_birth').notNull(),

    height: text('height').notNull(),
    weight: smallint('weight').notNull(),
    education: text('education').notNull(),
    degree: text('degree'),
    occupation: text('occupation').notNull(),
    hobbies: text('hobbies').notNull(),
    physicalStatus: text('physical_status').notNull().default('Normal'),
    handicapDetail: text('handicap_detail'),

    fathersOccupation: text('fathers_occupation').notNull(),
    mothersOccupation: text('mothers_occupation').notNull().default('HouseWife'),
    noOfBrothers: smallint('no_of_brothers').notNull().default(0),
    noOfMarriedBrothers: smallint('no_of_married_brothers').notNull().default(0),
    noOfSisters: smallint('no_of_sisters').notNull().default(0),
    noOfMarriedSisters: smallint('no_of_married_sisters').notNull().default(0),

    biradari: text('biradari').notNull(),
    maslak: text('maslak').notNull(),
    state: text('state').notNull(),
    city: text('city').notNull(),
    stateCurrent: text('state_current').notNull(),
    cityCurrent: text('city_current').notNull(),
    country: text('country').notNull().default('India'),
    countryCurrent: text('country_current').notNull().default('India'),
    sameLocation: boolean('same_location').notNull().default(false),

    contactOf: text('contact_of').notNull(),
    whatsappCountryCode: text('whatsapp_country_code').notNull().default('+91'),
    contactNumber: text('contact_number').notNull(),
    whatsappNumber: text('whatsapp_number').notNull(),
    privateContact: boolean('private_contact').notNull().default(false),
    email: text('email'),

    expectations: text('expectations').notNull(),
    extraInformation: text('extra_information').notNull(),
    /** {age:[min,max], state, marital_status, education}; served as JSON text (SPEC.md §3). */
    expectationProposal: jsonb('expectation_proposal'),

    approvalStatus: text('approval_status', { enum: APPROVAL_STATUSES }).notNull().default('pending'),
    /** Why a moderator rejected the profile; its owner reads it and fixes the profile (issue 13). */
    approvalRemarks: text('approval_remarks'),
    isActive: boolean('is_active').notNull().default(false),
    /**
     * Shown in listings: approved, active, the account not blocked and no deletion request. Kept by
     * database triggers (drizzle/0003_listed_triggers.sql, 0006_deletion_hides_profile.sql) whoever
     * writes profiles, accounts or deletion requests; never set it in code.
     * It lets every listing index be partial on one column and counts skip the accounts join.
     */
    listed: boolean('listed').notNull().default(false),
    verificationStatus: text('verification_status', { enum: VERIFICATION_STATUSES })
      .notNull()
      .default('Not Verified'),
    verificationRemarks: text('verification_remarks'),
    lastActive: timestamp('last_active', { withTimezone: true }).notNull().defaultNow(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => {
    // Listings only ever show listed profiles: every listing index is partial on `listed`.
    // Their shapes come from EXPLAIN (ANALYZE, BUFFERS) at a million profiles (decision 038): each
    // serves one kind of list in its order, newest first, and carries the columns the list also
    // filters on after the key, so a page's ids, a deep page and a capped count are read from the
    // index alone (PostgreSQL 15 indexes via Drizzle cannot say INCLUDE; trailing key columns do
    // the same job).
    const listed = sql`${t.listed}`;
    const newestFirst = [sql`${t.createdOn} desc`, sql`${t.id} desc`] as const;
    const age = [t.dateOfBirth, t.yearOfBirth, t.monthOfBirth] as const;
    // Category tabs: one value of one column, Unmarried and an age range by default (SPEC.md §9).
    const category = (name: string, column: typeof t.state) =>
      index(name)
        .on(
          t.gender,
          column,
          ...newestFirst,
          ...(column === t.martialStatus ? [] : [t.martialStatus]),
          ...age,
        )
        .where(listed);
    return [
      index('profiles_listed_gender_dob_idx').on(t.gender, t.dateOfBirth).where(listed),
      // A visitor's list with no gender chosen.
      index('profiles_listed_created_idx')
        .on(...newestFirst)
        .where(listed),
      // New profiles, the age tab and the search form: walked newest first, the search's filters
      // checked on the index entries.
      index('profiles_listed_gender_created_idx')
        .on(
          t.gender,
          ...newestFirst,
          t.martialStatus,
          t.state,
          t.stateCurrent,
          t.education,
          t.maslak,
          t.biradari,
          t.height,
          ...age,
        )
        .where(listed),
      category('profiles_state_idx', t.state),
      category('profiles_state_current_idx', t.stateCurrent),
      category('profiles_marital_idx', t.martialStatus),
      category('profiles_education_idx', t.education),
      category('profiles_maslak_idx', t.maslak),
      category('profiles_biradari_idx', t.biradari),
      category('profiles_city_idx', t.cityCurrent),
      category('profiles_country_current_idx', t.countryCurrent),
      category('profiles_physical_status_idx', t.physicalStatus),
      // The search form's usual filters as equality ranges: its capped count reads only matches.
      index('profiles_search_idx')
        .on(t.gender, t.state, t.martialStatus, t.education, ...age)
        .where(listed),
      // Names: one trigram index for everyone (staff search by name) and one per gender for the
      // lists, which always name one; without them PostgreSQL ANDed the name's matches with a
      // bitmap of half the table (30–50 ms).
      index('profiles_full_name_trgm_idx').using('gin', sql`${t.fullName} gin_trgm_ops`),
      index('profiles_listed_women_name_trgm_idx')
        .using('gin', sql`${t.fullName} gin_trgm_ops`)
        .where(sql`${t.listed} and ${t.gender} = 'Female'`),
      index('profiles_listed_men_name_trgm_idx')
        .using('gin', sql`${t.fullName} gin_trgm_ops`)
        .where(sql`${t.listed} and ${t.gender} = 'Male'`),
    ];
  },
);
