import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { GROUP_RESTRICTIONS, MESSAGE_REMOVERS, MESSAGE_STATUSES } from '@rishta/domain';
import { profiles } from './profiles';
import { translations } from './content';

/**
 * A message removed by a moderator or a group admin (issue 32): its text is emptied in the same
 * update, so the words are gone for everyone; the row stays so the conversation shows the gap.
 */
const removal = () => ({
  removedAt: timestamp('removed_at', { withTimezone: true }),
  removedBy: text('removed_by', { enum: MESSAGE_REMOVERS }),
});

export const chatGroups = pgTable('chat_groups', {
  id: serial('id').primaryKey(),
  groupName: text('group_name').notNull().unique(),
  description: text('description').notNull().default(''),
  /** The name shown and the description in other languages; `group_name` stays the group's id. */
  translations: translations<'name' | 'description'>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Closed by staff (issue 32): off the forum's list, readable by its members, no new messages. */
  archivedAt: timestamp('archived_at', { withTimezone: true }),
});

/** A row of a group, gone with the group. */
const groupRef = () =>
  integer('group_id')
    .notNull()
    .references(() => chatGroups.id, { onDelete: 'cascade' });
/** A person's row, gone with their profile (erasure). */
const personRef = (name: string) =>
  integer(name)
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' });

/** Members and admins of a forum group; admins' messages are styled apart (SPEC.md §6). */
export const chatGroupMembers = pgTable(
  'chat_group_members',
  {
    id: serial('id').primaryKey(),
    groupId: groupRef(),
    profileId: personRef('profile_id'),
    isAdmin: boolean('is_admin').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('chat_group_members_uq').on(t.groupId, t.profileId)],
);

/**
 * A member muted for a time or banned from a group by staff (issue 32), with the reason the
 * member reads. A lifted or expired restriction stays as history; at most one is in force per
 * person and group (the partial unique index).
 */
export const chatGroupRestrictions = pgTable(
  'chat_group_restrictions',
  {
    id: serial('id').primaryKey(),
    groupId: groupRef(),
    profileId: personRef('profile_id'),
    kind: text('kind', { enum: GROUP_RESTRICTIONS }).notNull(),
    reason: text('reason').notNull(),
    /** A mute's end; null for a ban, which lasts until lifted. */
    until: timestamp('until', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chat_group_restrictions_in_force')
      .on(t.groupId, t.profileId)
      .where(sql`${t.liftedAt} is null`),
    index('chat_group_restrictions_profile_idx').on(t.profileId),
  ],
);

export const chatGroupMessages = pgTable(
  'chat_group_messages',
  {
    id: serial('id').primaryKey(),
    groupId: groupRef(),
    senderId: personRef('sender_id'),
    senderName: text('sender_name').notNull(),
    text: text('text').notNull(),
    /** The sender was an admin of the group when sending: the screen styles it apart (SPEC §6). */
    senderIsAdmin: boolean('sender_is_admin').notNull().default(false),
    /** The client's id for the message: a retry with it returns this row (issue 14). */
    clientId: text('client_id'),
    ...removal(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_group_messages_group_idx').on(t.groupId, t.createdAt),
    index('chat_group_messages_group_id_idx').on(t.groupId, t.id),
    unique('chat_group_messages_client_uq').on(t.senderId, t.clientId),
  ],
);

export const directMessages = pgTable(
  'direct_messages',
  {
    id: serial('id').primaryKey(),
    senderId: personRef('sender_id'),
    receiverId: personRef('receiver_id'),
    text: text('text').notNull(),
    /** sent → received → read, only ever forward (MESSAGE_STATUS_RANK). */
    status: text('status', { enum: MESSAGE_STATUSES }).notNull().default('sent'),
    /** The client's id for the message: a retry with it returns this row (issue 14). */
    clientId: text('client_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    ...removal(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('direct_messages_pair_idx').on(t.senderId, t.receiverId, t.createdAt),
    // A conversation is read newest first by id (the server's sequence), from either side.
    index('direct_messages_pair_id_idx').on(t.senderId, t.receiverId, t.id),
    // Unread counts and catch-up read the receiver's side.
    index('direct_messages_receiver_idx').on(t.receiverId, t.id),
    unique('direct_messages_client_uq').on(t.senderId, t.clientId),
  ],
);

export const blocks = pgTable(
  'blocks',
  {
    id: serial('id').primaryKey(),
    blockerId: personRef('blocker_id'),
    blockedId: personRef('blocked_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('blocks_pair_uq').on(t.blockerId, t.blockedId)],
);
