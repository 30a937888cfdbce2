import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Translations } from '@rishta/domain';

/**
 * The texts of a content row in the other eleven languages (issue 30), e.g. `{ hi: { title } }`;
 * the row's own columns hold English, every language's fallback.
 */
export const translations = <F extends string>() =>
  jsonb('translations').$type<Translations<F>>().notNull().default({});

export const guidelineTags = pgTable('guideline_tags', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  translations: translations<'name'>(),
});

export const guidelines = pgTable(
  'guidelines',
  {
    id: serial('id').primaryKey(),
    tagId: integer('tag_id')
      .notNull()
      .references(() => guidelineTags.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    titleHindi: text('title_hindi').notNull(),
    youtubeCode: text('youtube_code').notNull(),
    /** Hindi's title is `title_hindi`, the spec's own field; these are the other ten languages'. */
    translations: translations<'title'>(),
  },
  (t) => [index('guidelines_tag_idx').on(t.tagId)],
);

export const successStories = pgTable('success_stories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  shortDescription: text('short_description').notNull(),
  description: text('description').notNull(),
  youtubeCode: text('youtube_code').notNull(),
  translations: translations<'name' | 'short_description' | 'description'>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const blogs = pgTable('blogs', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  link: text('link').notNull(),
  description: text('description').notNull(),
  imageKey: text('image_key'),
  translations: translations<'title' | 'description'>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const headerMessages = pgTable('header_messages', {
  id: serial('id').primaryKey(),
  message: text('message').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  translations: translations<'message'>(),
});

export const books = pgTable(
  'books',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    author: text('author').notNull(),
    language: text('language').notNull(),
    /** What the book is about, in English (issue 30); empty until staff write one. */
    description: text('description').notNull().default(''),
    translations: translations<'description'>(),
    coverKey: text('cover_key').notNull(),
    pdfKey: text('pdf_key').notNull(),
    downloadCount: integer('download_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('books_language_idx').on(t.language)],
);

/** Visit counters of the home, guidelines and book pages (SPEC.md §7 configs/counter/*). */
export const pageCounters = pgTable('page_counters', {
  name: text('name').primaryKey(),
  count: integer('count').notNull().default(0),
});

export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  category: text('category').notNull(),
  name: text('name').notNull(),
  gender: text('gender').notNull(),
  mobile: text('mobile').notNull(),
  email: text('email').notNull(),
  location: text('location').notNull(),
  description: text('description').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When a moderator marked it done in the inbox (issue 13), and who; null while it waits. */
  handledAt: timestamp('handled_at', { withTimezone: true }),
  handledBy: integer('handled_by'),
});
