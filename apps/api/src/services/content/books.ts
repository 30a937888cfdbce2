import { asc, eq, sql } from 'drizzle-orm';
import { localized, type BookLanguage, type LanguageCode } from '@rishta/domain';
import { books, type Db } from '@rishta/db';
import type { MediaUrls } from '../../lib/media-urls';
import { notFound } from '../../lib/http-error';

// Content files are public; a day-long signature lets browsers cache covers across visits.
const CONTENT_TTL = 24 * 3600;

type BookRow = typeof books.$inferSelect;

/** A book as the site shows it; its description in the reader's language (issue 30). */
export function toBook(b: BookRow, urls: MediaUrls, language?: LanguageCode) {
  return {
    id: b.id,
    title: b.title,
    author: b.author,
    description: localized({ description: b.description }, b.translations, language, ['description'])
      .description,
    cover: urls.url(b.coverKey, CONTENT_TTL),
    pdf: urls.url(b.pdfKey, CONTENT_TTL),
    language: b.language as BookLanguage,
    download_count: b.downloadCount,
  };
}

export async function listBooks(
  db: Db,
  urls: MediaUrls,
  { language, reader }: { language?: BookLanguage; reader?: LanguageCode } = {},
) {
  const query = db.select().from(books);
  const rows = await (language ? query.where(eq(books.language, language)) : query).orderBy(asc(books.id));
  return rows.map((b) => toBook(b, urls, reader));
}

/** Counts one download and returns where the PDF is, so the page can open it. */
export async function recordBookDownload(db: Db, urls: MediaUrls, id: number) {
  const [row] = await db
    .update(books)
    .set({ downloadCount: sql`${books.downloadCount} + 1` })
    .where(eq(books.id, id))
    .returning();
  if (!row) throw notFound('bookNotFound');
  return { id: row.id, download_count: row.downloadCount, pdf: urls.url(row.pdfKey, CONTENT_TTL) };
}
