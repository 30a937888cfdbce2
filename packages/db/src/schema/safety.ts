import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { profiles } from './profiles';

/**
 * Whose contact details each viewer was shown, per India day (issue 10: one account read 60
 * profiles in 4.5 s and collected 10 numbers). The day's count is the daily contact limit; a
 * profile already shown today does not count twice.
 */
export const contactReveals = pgTable(
  'contact_reveals',
  {
    viewerProfileId: integer('viewer_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.viewerProfileId, t.day, t.profileId] })],
);

/**
 * Accounts the system noticed doing something moderators should look at (hitting the daily contact
 * limit, ...). One row per account, reason and day; the moderation console lists them.
 */
export const accountFlags = pgTable(
  'account_flags',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    day: date('day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_flags_once_a_day').on(t.accountId, t.reason, t.day),
    index('account_flags_created_idx').on(t.createdAt),
  ],
);

/**
 * Each group message someone sent with contact details after the early-contact warning (issue 32).
 * Confirming is allowed; doing it in many groups in a week flags the account for staff
 * (account_flags, `contact_details_early`). Only ids and times: never the words.
 */
export const contactShares = pgTable(
  'contact_shares',
  {
    id: serial('id').primaryKey(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_shares_profile_idx').on(t.profileId, t.createdAt)],
);
