import { eq } from 'drizzle-orm';
import type { Db } from '../create-db';
import type { MediaStore } from '../media/media-store';
import {
  blogs,
  books,
  chatGroups,
  guidelineTags,
  guidelines,
  headerMessages,
  successStories,
} from '../schema/index';
import { makeBlogImage } from './blog-image';
import { makeBookCover } from './book-cover';
import { makeBookPdf, type BookPdfText } from './book-pdf';
import { TRANSLATED_LANGUAGES, type Translations } from '@rishta/domain';
import {
  BLOGS,
  BOOK_DESCRIPTIONS,
  BOOKS,
  CHAT_GROUPS,
  GUIDELINE_TAGS,
  HEADER_MESSAGES,
  SUCCESS_STORIES,
  type BookSeed,
} from './content-data';
import { CONTENT_TRANSLATIONS } from './content-translations/all';
import type { ContentTranslationSeed } from './content-translations/types';
import { reserveIds } from '../profiles/reserve-ids';
import { CONTENT_LOCK, lockForSeeding } from './seed-locks';
import { createSeededFaker } from './seeded-faker';
import { renderedOnce } from './rendered-once';

export interface ContentSeedResult {
  /** False when content was already there and nothing was added. */
  seeded: boolean;
  guidelineTags: number;
  guidelines: number;
  successStories: number;
  blogs: number;
  headerMessages: number;
  books: number;
  chatGroups: number;
}

export const blogImageKey = (id: number) => `blogs/${id}.jpg`;
export const bookCoverKey = (id: number) => `books/${id}/cover.jpg`;
export const bookPdfKey = (id: number) => `books/${id}/book.pdf`;

const DAY_MS = 86_400_000;

const LANGUAGE_NAMES: Record<BookSeed['language'], string> = {
  english: 'English',
  urdu: 'Urdu',
  hindi: 'Hindi',
};

// pdfkit's standard fonts cannot draw Urdu or Devanagari, so those books get a Latin stand-in
// title ('Book 2 (Urdu)', numbered within the language) rather than a page of missing glyphs.
function pdfTextFor(book: BookSeed, numberInLanguage: number): BookPdfText {
  if (book.language === 'english') return { title: book.title, author: book.author, summary: book.summary };
  return { title: `Book ${numberInLanguage} (${LANGUAGE_NAMES[book.language]})` };
}

/** The news images and the books' covers and PDFs, rendered once per process (rendered-once.ts). */
const renderContentFiles = renderedOnce(() => {
  const counters: Partial<Record<BookSeed['language'], number>> = {};
  return Promise.all([
    Promise.all(BLOGS.map((blog) => makeBlogImage(blog.imageHue))),
    Promise.all(
      BOOKS.map(async (book, index) => {
        const numberInLanguage = (counters[book.language] = (counters[book.language] ?? 0) + 1);
        const [cover, pdf] = await Promise.all([
          makeBookCover(book.language, index),
          makeBookPdf(pdfTextFor(book, numberInLanguage)),
        ]);
        return { cover, pdf };
      }),
    ),
  ]);
});

/** One row's translations in every language the seed has them for (issue 30). */
function translated<F extends string>(
  texts: (language: ContentTranslationSeed) => Partial<Record<F, string>> | undefined,
): Translations<F> {
  const result: Translations<F> = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const found = texts(CONTENT_TRANSLATIONS[language]);
    if (found && Object.keys(found).length > 0) result[language] = found;
  }
  return result;
}

const only = <F extends string>(field: F, text: string | undefined) =>
  text === undefined ? undefined : ({ [field]: text } as Partial<Record<F, string>>);

/**
 * Inserts the content pages' data (guidelines, success stories, news with preview images, header
 * messages, books with covers and PDFs, chat groups). Skips when guideline tags exist. Artwork is
 * rendered before the transaction opens, so the lock is held only for the inserts and file writes.
 */
export async function seedContent(
  db: Db,
  store: MediaStore,
  now: Date = new Date(),
): Promise<ContentSeedResult> {
  const skipped: ContentSeedResult = {
    seeded: false,
    guidelineTags: 0,
    guidelines: 0,
    successStories: 0,
    blogs: 0,
    headerMessages: 0,
    books: 0,
    chatGroups: 0,
  };
  if ((await db.$count(guidelineTags)) > 0) return skipped;

  const [blogImages, bookFiles] = await renderContentFiles();
  // Download counts are random but the same on every fresh install.
  const faker = createSeededFaker(20_240_601);

  return db.transaction(async (tx) => {
    await lockForSeeding(tx, CONTENT_LOCK);
    if ((await tx.$count(guidelineTags)) > 0) return skipped;

    const tagRows = await tx
      .insert(guidelineTags)
      .values(
        GUIDELINE_TAGS.map((tag) => ({
          name: tag.name,
          translations: translated((t) => only('name', t.guidelineTags[tag.name])),
        })),
      )
      .returning({ id: guidelineTags.id, name: guidelineTags.name });
    const tagIds = new Map(tagRows.map((row) => [row.name, row.id]));
    const videoRows = GUIDELINE_TAGS.flatMap((tag) =>
      tag.videos.map((video) => ({
        tagId: tagIds.get(tag.name)!,
        title: video.title,
        titleHindi: video.title_hindi,
        youtubeCode: video.youtube_code,
        translations: translated((t) => only('title', t.guidelines?.[video.title])),
      })),
    );
    await tx.insert(guidelines).values(videoRows);

    // Spaced a few weeks apart, newest first, so "latest" ordering matches the list's order.
    await tx.insert(successStories).values(
      SUCCESS_STORIES.map((story, i) => ({
        name: story.name,
        shortDescription: story.short_description,
        description: story.description,
        youtubeCode: story.youtube_code,
        translations: translated((t) => t.successStories[story.name]),
        createdAt: new Date(now.getTime() - (i + 1) * 21 * DAY_MS),
      })),
    );

    const blogRows = await tx
      .insert(blogs)
      .values(
        BLOGS.map((blog, i) => ({
          title: blog.title,
          link: blog.link,
          description: blog.description,
          translations: translated((t) => t.news[blog.title]),
          createdAt: new Date(now.getTime() - (i + 1) * 9 * DAY_MS),
        })),
      )
      .returning({ id: blogs.id });
    // The image key holds the row's id, which exists only after the insert.
    for (const [i, row] of blogRows.entries()) {
      await store.put(blogImageKey(row.id), blogImages[i]!);
      await tx
        .update(blogs)
        .set({ imageKey: blogImageKey(row.id) })
        .where(eq(blogs.id, row.id));
    }

    await tx.insert(headerMessages).values(
      HEADER_MESSAGES.map((message) => ({
        message,
        translations: translated((t) => only('message', t.headerMessages[message])),
      })),
    );

    const bookIds = await reserveIds(tx, 'books', BOOKS.length);
    await Promise.all(
      bookIds.flatMap((id, i) => [
        store.put(bookCoverKey(id), bookFiles[i]!.cover),
        store.put(bookPdfKey(id), bookFiles[i]!.pdf),
      ]),
    );
    await tx.insert(books).values(
      BOOKS.map((book, i) => ({
        id: bookIds[i]!,
        title: book.title,
        author: book.author,
        language: book.language,
        description: BOOK_DESCRIPTIONS[book.work],
        translations: translated((t) => only('description', t.bookDescriptions[book.work])),
        coverKey: bookCoverKey(bookIds[i]!),
        pdfKey: bookPdfKey(bookIds[i]!),
        downloadCount: faker.number.int({ min: 0, max: 500 }),
        createdAt: new Date(now.getTime() - (BOOKS.length - i) * DAY_MS),
      })),
    );

    const groups = await tx
      .insert(chatGroups)
      .values(
        CHAT_GROUPS.map((group) => ({
          groupName: group.group_name,
          description: group.description,
          translations: translated((t) => t.chatGroups[group.group_name]),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: chatGroups.id });

    return {
      seeded: true,
      guidelineTags: tagRows.length,
      guidelines: videoRows.length,
      successStories: SUCCESS_STORIES.length,
      blogs: blogRows.length,
      headerMessages: HEADER_MESSAGES.length,
      books: BOOKS.length,
      chatGroups: groups.length,
    };
  });
}
