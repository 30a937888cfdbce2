import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminBook, AdminBookList, BookLanguage, bookFieldsSchema } from '@rishta/domain';
import { books, reserveIds, type Db, type MediaStore } from '@rishta/db';
import type { MediaUrls } from '../../../lib/media-urls';
import { notFound } from '../../../lib/http-error';
import { recordAudit } from '../../audit-log/record-audit';
import { putAllOrNone } from '../../../lib/put-all-or-none';
import { discardMedia } from '../../media-deletions/discard-media';
import { changedFields } from './changed-fields';
import { BOOK_COVER_BOX, checkedPdf, reencodedImage } from './content-files';

export type BookFields = z.output<typeof bookFieldsSchema>;

/** What the multipart upload brought: its text fields and the bytes of its two files. */
export interface BookUpload {
  fields: BookFields;
  pdf: Buffer | undefined;
  cover: Buffer | undefined;
}

type BookRow = typeof books.$inferSelect;

// The console shows the same files the shelf does; an hour is plenty for a working session.
const CONSOLE_URL_TTL = 3600;

const subject = (id: number) => `book:${id}`;
const fieldsOf = (row: BookRow) => ({
  title: row.title,
  author: row.author,
  language: row.language,
  description: row.description,
  translations: row.translations,
});

/** The columns a form's texts fill; a description left out or blank is none (''). */
const columnsOf = (fields: BookFields) => ({
  title: fields.title,
  author: fields.author,
  language: fields.language,
  description: fields.description ?? '',
  // Absent (an older form), the saved ones stay: drizzle leaves an undefined column as it is.
  translations: fields.translations,
});

function toAdminBook(row: BookRow, urls: MediaUrls): AdminBook {
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    language: row.language as BookLanguage,
    description: row.description,
    translations: row.translations,
    cover: urls.url(row.coverKey, CONSOLE_URL_TTL),
    pdf: urls.url(row.pdfKey, CONSOLE_URL_TTL),
    download_count: row.downloadCount,
    created_on: row.createdAt.toISOString(),
  };
}

export async function adminBooks(db: Db, urls: MediaUrls): Promise<AdminBookList> {
  const rows = await db.select().from(books).orderBy(asc(books.id));
  return { count: rows.length, results: rows.map((row) => toAdminBook(row, urls)) };
}

/**
 * Adds a book: the PDF is checked by its bytes and the cover re-encoded before anything is
 * stored; the files go in under fresh random names (so no cached copy of an older book is ever
 * served for this one), and are removed again if the row cannot be written.
 */
export async function addBook(
  db: Db,
  store: MediaStore,
  urls: MediaUrls,
  actor: number,
  upload: BookUpload,
  now: Date,
): Promise<AdminBook> {
  const pdf = checkedPdf('pdf', upload.pdf);
  const cover = await reencodedImage('cover', upload.cover, BOOK_COVER_BOX);
  const [id] = await reserveIds(db, 'books', 1);
  const base = `books/${id!}/${randomBytes(8).toString('hex')}`;
  const keys = { coverKey: `${base}-cover.jpg`, pdfKey: `${base}.pdf` };
  await putAllOrNone(store, [
    [keys.coverKey, cover],
    [keys.pdfKey, pdf],
  ]);
  try {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(books)
        .values({ id: id!, ...columnsOf(upload.fields), ...keys, createdAt: now })
        .returning();
      await recordAudit(tx, {
        actor,
        action: 'content.book_added',
        subject: subject(id!),
        after: fieldsOf(inserted!),
        at: now,
      });
      return inserted!;
    });
    return toAdminBook(row, urls);
  } catch (error) {
    await discardMedia(db, store, [keys.coverKey, keys.pdfKey]);
    throw error;
  }
}

/** Replaces a book's texts and shelf tab; its PDF and cover stay as they are. */
export async function updateBook(
  db: Db,
  urls: MediaUrls,
  actor: number,
  id: number,
  input: BookFields,
  now: Date,
): Promise<AdminBook> {
  const row = await db.transaction(async (tx) => {
    const [old] = await tx.select().from(books).where(eq(books.id, id)).for('update');
    if (!old) throw notFound('bookNotFound');
    const [updated] = await tx.update(books).set(columnsOf(input)).where(eq(books.id, id)).returning();
    await recordAudit(tx, {
      actor,
      action: 'content.book_updated',
      subject: subject(id),
      ...changedFields(fieldsOf(old), fieldsOf(updated!)),
      at: now,
    });
    return updated!;
  });
  return toAdminBook(row, urls);
}

/** Deletes the row (with its audit row) first, then its files: no book ever points at a missing file. */
export async function deleteBook(db: Db, store: MediaStore, actor: number, id: number, now: Date) {
  const removed = await db.transaction(async (tx) => {
    const [old] = await tx.delete(books).where(eq(books.id, id)).returning();
    if (!old) throw notFound('bookNotFound');
    await recordAudit(tx, {
      actor,
      action: 'content.book_deleted',
      subject: subject(id),
      before: { ...fieldsOf(old), download_count: old.downloadCount },
      at: now,
    });
    return old;
  });
  await discardMedia(db, store, [removed.coverKey, removed.pdfKey]);
}
