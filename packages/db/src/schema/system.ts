import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
    status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull().default('pending'),
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
