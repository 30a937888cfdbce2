import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { OTP_PURPOSES } from '@rishta/domain';

/** A login identity: the 10-digit mobile (India) or the e-mail (abroad). One per profile. */
export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  isSuperuser: boolean('is_superuser').notNull().default(false),
  isBlocked: boolean('is_blocked').notNull().default(false),
  blockReason: text('block_reason'),
  /** The last login by password (issue 11: the very first one opens the guidelines). */
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
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

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorAccountId: integer('actor_account_id'),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(sql`${t.createdAt} desc`)],
);
