import { asc, eq, sql } from 'drizzle-orm';
import type { BookLanguage } from '@rishta/domain';
import { books, type Db } from '@rishta/db';
import type { MediaUrls } from '../../lib/media-urls';
import { notFound } from '../../lib/http-error';

// Content files are public; a day-long signature lets browsers cache covers across visits.
const CONTENT_TTL = 24 * 3600;

type BookRow = typeof books.$inferSelect;

function toBook(b: BookRow, urls: MediaUrls) {
  return {
    id: b.id,
    title: b.title,
    author: b.author,
    cover: urls.url(b.coverKey, CONTENT_TTL),
    pdf: urls.url(b.pdfKey, CONTENT_TTL),
    language: b.language as BookLanguage,
    download_count: b.downloadCount,
  };
}

export async function listBooks(db: Db, urls: MediaUrls, language?: BookLanguage) {
  const query = db.select().from(books);
  const rows = await (language ? query.where(eq(books.language, language)) : query).orderBy(asc(books.id));
  return rows.map((b) => toBook(b, urls));
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
