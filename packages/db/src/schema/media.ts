import { integer, pgTable, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { profiles } from './profiles';

/** Photo slots 0..2. Keys point into the media store; variants are made once at upload. */
export const photos = pgTable(
  'photos',
  {
    id: serial('id').primaryKey(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    slot: smallint('slot').notNull(),
    fullKey: text('full_key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    blurredKey: text('blurred_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('photos_profile_slot_uq').on(t.profileId, t.slot)],
);

/** Identity documents are private: only admins ever get a URL for them (DESIGN.md §5.4). */
export const verificationDocuments = pgTable('verification_documents', {
  id: serial('id').primaryKey(),
  profileId: integer('profile_id')
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  storageKey: text('storage_key').notNull(),
  mimeType: text('mime_type').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Media files whose rows are gone but whose objects could not be deleted yet (the store was down):
 * the `delete-media-files` job retries them until they are gone (issue 33). An erasure writes its
 * keys here inside its own transaction, so a person's files are deleted even if the process dies
 * right after. Keys only (a photo's key holds the profile's number, never a name or contact), and
 * each row goes with its file.
 */
export const mediaDeletions = pgTable('media_deletions', {
  key: text('key').primaryKey(),
  /** Why the file goes: 'erasure' (a deletion request) or 'replaced' (a new upload, a removal). */
  reason: text('reason').notNull(),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
