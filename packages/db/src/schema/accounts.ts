import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { LANGUAGE_CODES, OTP_PURPOSES, SESSION_KINDS, STAFF_ROLES } from '@rishta/domain';

/** A login identity: the 10-digit mobile (India) or the e-mail (abroad). One per profile. */
export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /** Staff of the moderation console (issue 13); null for everyone who uses the site. */
  staffRole: text('staff_role', { enum: STAFF_ROLES }),
  /** Staff's authenticator secret (base32), set at their first login; null until then. */
  totpSecret: text('totp_secret'),
  /** When the authenticator was confirmed with a first code; the secret is pending before that. */
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  /** The 30-second step of the last code accepted: the same code never signs in twice. */
  totpLastStep: integer('totp_last_step'),
  isBlocked: boolean('is_blocked').notNull().default(false),
  blockReason: text('block_reason'),
  /** The last login by password (issue 11: the very first one opens the guidelines). */
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  /**
   * The interface language (issue 30): it follows the user to another device at login and writes
   * their notifications. Set at sign-up and whenever they pick one in the top bar; null for an
   * account that never chose one (those made before issue 30, seeded ones), whose first login then
   * keeps the device's language and stores it, instead of switching a reader of Urdu to English.
   */
  language: text('language', { enum: LANGUAGE_CODES }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Tokens are stored only as SHA-256 hashes (DESIGN.md §4), so a leaked table cannot be replayed. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** A user token never works on staff routes and a staff token never works as a user. */
    kind: text('kind', { enum: SESSION_KINDS }).notNull().default('user'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);

/** One-time passwords, hashed, single use, short-lived (DESIGN.md §5.1). */
export const otps = pgTable(
  'otps',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    /** 'signup' or 'reset': each has its own daily budget (issue 11), and a code serves only its own. */
    purpose: text('purpose', { enum: OTP_PURPOSES }).notNull().default('signup'),
    /** A resend of a still-live code (issue 11): it does not count as a new generation. */
    resendOf: integer('resend_of'),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Codes typed for this username while this one was live; past the limit it is void. */
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [index('otps_username_created_idx').on(t.username, t.createdAt)],
);

/** Numbers that asked for too many OTPs are held back for 24 hours (the spec's auto-block). */
export const otpBlocks = pgTable(
  'otp_blocks',
  {
    username: text('username').notNull(),
    purpose: text('purpose', { enum: OTP_PURPOSES }).notNull().default('signup'),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.username, t.purpose] })],
);

/**
 * Every staff action (issue 13): who, what, which record, before → after, when. Erasure keeps
 * only its own row here, with no personal data in it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorAccountId: integer('actor_account_id'),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    /** The account the record belongs to, so a person's trail can be listed; null for content. */
    subjectAccountId: integer('subject_account_id'),
    reason: text('reason'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(sql`${t.createdAt} desc`),
    index('audit_log_subject_account_idx').on(t.subjectAccountId),
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
);

/** Staff's one-use recovery codes, hashed like passwords' tokens; a used one has `usedAt`. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_recovery_codes_account_idx').on(t.accountId)],
);

/** Notices staff send a user (a warning after a report); the user reads them on their own page. */
export const accountNotices = pgTable(
  'account_notices',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('account_notices_account_idx').on(t.accountId, t.createdAt)],
);
