import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { profiles } from './profiles';
import { sql } from 'drizzle-orm';
import { CHAT_MESSAGE_KINDS, PROPOSAL_STATUSES, REPORT_STATUSES, type EvidenceMessage } from '@rishta/domain';

const profileRef = (name: string) =>
  integer(name)
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' });

/**
 * How many times each profile was opened by others (the owner's `view_count`); no row is 0.
 * A narrow table of its own rather than a column of `profiles` (issue 15): every opened profile
 * adds to it, and bumping a counter in the profiles row wrote a new version of a sixty-column row,
 * ran its triggers and, when the page was full, added to each of its twenty indexes (450 ms for 50
 * visits at a million profiles).
 */
export const profileViewCounts = pgTable('profile_view_counts', {
  profileId: integer('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  views: integer('views').notNull().default(0),
});

/** Who opened whose profile; one row per pair, refreshed on every visit. */
export const profileVisits = pgTable(
  'profile_visits',
  {
    id: serial('id').primaryKey(),
    visitorId: profileRef('visitor_id'),
    profileId: profileRef('profile_id'),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('profile_visits_pair_uq').on(t.visitorId, t.profileId),
    index('profile_visits_profile_idx').on(t.profileId, t.visitedAt),
  ],
);

export const favourites = pgTable(
  'favourites',
  {
    id: serial('id').primaryKey(),
    ownerId: profileRef('owner_id'),
    profileId: profileRef('profile_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('favourites_pair_uq').on(t.ownerId, t.profileId)],
);

export const proposals = pgTable(
  'proposals',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    senderId: profileRef('sender_id'),
    receiverId: profileRef('receiver_id'),
    status: text('status', { enum: PROPOSAL_STATUSES }).notNull().default('Sent'),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('proposals_pair_uq').on(t.senderId, t.receiverId),
    index('proposals_receiver_idx').on(t.receiverId),
  ],
);

export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reporterId: profileRef('reporter_id'),
    profileId: profileRef('profile_id'),
    reason: text('reason').notNull(),
    description: text('description'),
    /** The evidence image of a profile report; null for a message report. */
    evidenceKey: text('evidence_key'),
    /**
     * A message report (issue 32): which message, and a copy of it with at most the 10 before it,
     * taken when reported. Only this copy is shown to staff, never the rest of the conversation;
     * it stays readable when the message itself is removed.
     */
    messageKind: text('message_kind', { enum: CHAT_MESSAGE_KINDS }),
    messageId: integer('message_id'),
    messageEvidence: jsonb('message_evidence').$type<EvidenceMessage[]>(),
    /** The group's name for a group message, as the report was made. */
    groupName: text('group_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** What a moderator did with it (issue 13): `open` until handled; the reporter sees the outcome. */
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by'),
    staffNote: text('staff_note'),
  },
  (t) => [
    index('reports_open_idx').on(t.status, t.createdAt),
    index('reports_profile_idx').on(t.profileId),
    // One report per reporter and message; profile reports are checked in their transaction.
    uniqueIndex('reports_message_once')
      .on(t.reporterId, t.messageKind, t.messageId)
      .where(sql`message_id is not null`),
  ],
);

export const deletionRequests = pgTable('deletion_requests', {
  id: serial('id').primaryKey(),
  profileId: profileRef('profile_id').unique(),
  reason: text('reason').notNull(),
  details: text('details'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * When the request became overdue: DELETION_OVERDUE_DAYS after it was made. Set by the
   * mark-overdue-deletions job (issue 28); the row goes with the person when staff carry it out.
   */
  overdueSince: timestamp('overdue_since', { withTimezone: true }),
});
