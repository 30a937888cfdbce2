import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Development outbox: SMS and e-mail land here when no provider is configured (DESIGN.md §4). */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    channel: text('channel').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.createdAt)],
);

/** Admin-set values such as the partner-found offset. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/**
 * Every SMS and e-mail the service sends (issue 28): the transactional outbox. A request writes the
 * row in its own transaction together with the job that delivers it; the job runner sends it
 * through the provider of its channel, with retries. `params` (which for an OTP hold the code) are
 * erased once the message is delivered, has failed for good, or its code has expired: only the
 * status row stays, for the staff's Messages screen.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    /** What it says: 'otp' today. The text comes from the kind's template, never a stored body. */
    kind: text('kind').notNull(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    recipient: text('recipient').notNull(),
    /** The interface language to write it in (English when the catalogue has no text for it). */
    locale: text('locale').notNull().default('en'),
    params: jsonb('params').$type<Record<string, string | number>>(),
    /** pending → sent | failed. */
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    tries: integer('tries').notNull().default(0),
    /** Which provider took it ('msg91', 'smtp', 'outbox') and its reference for the message. */
    provider: text('provider'),
    providerRef: text('provider_ref'),
    lastError: text('last_error'),
    /** The OTP this message carries, so a failed send does not spend the day's budget. */
    otpId: integer('otp_id'),
    /** After this the params are no use to anyone (an OTP's expiry) and are erased. */
    eraseAfter: timestamp('erase_after', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_created_idx').on(t.createdAt),
    index('notifications_otp_idx').on(t.otpId),
    index('notifications_recipient_idx').on(t.recipient),
  ],
);

/** The last run of each periodic job (issue 28), for the dashboard: when, what it did, or its error. */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  result: jsonb('result').$type<Record<string, number>>(),
  error: text('error'),
  runs: integer('runs').notNull().default(0),
});

/**
 * How far each API process's listing index has read `listing_changes` (decision 046): each one
 * upserts its row when it catches up (at most every few seconds) and deletes it when it stops. The
 * purge-listing-changes job deletes only the changes every reader seen lately has read; a reader
 * not seen for half an hour is taken for dead and its row goes.
 */
export const listingReaders = pgTable('listing_readers', {
  /** Host name, process id and a random part, chosen when the index is made. */
  processId: text('process_id').primaryKey(),
  /** The listing version the index has caught up to: it needs only the changes tagged above. */
  version: bigint('version', { mode: 'bigint' }).notNull(),
  /** The app clock when it last reported. */
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
});

/**
 * One row: `listing_changes` holds every change tagged above `version` (decision 046). The purge
 * moves it in the transaction that deletes, so an index whose version is below it knows, in the
 * snapshot it reads the changes in, that some it needs are gone, and reads everything again.
 */
export const listingChangesPurged = pgTable(
  'listing_changes_purged',
  {
    one: boolean('one').primaryKey().default(true),
    version: bigint('version', { mode: 'bigint' }).notNull(),
  },
  (t) => [check('listing_changes_purged_one', sql`${t.one}`)],
);
