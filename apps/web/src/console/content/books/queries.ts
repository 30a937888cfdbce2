import type { z } from 'zod';
import type { AdminBook, AdminBookList, bookUploadFieldsSchema } from '@rishta/domain';
import { contentPath, contentQuery, sendContent } from '../content-api';

export type BookUpload = z.output<typeof bookUploadFieldsSchema> & { pdf: File; cover: File };

/** GET /admin/content/books: every book with signed links to its cover and PDF, oldest first. */
export const booksQuery = () => contentQuery<AdminBookList>('books');

export const bookRequests = {
  /** POST as multipart: the text fields, then the files `pdf` and `cover`. */
  add: ({ title, author, language, pdf, cover }: BookUpload) => {
    const form = new FormData();
    form.append('title', title);
    form.append('author', author);
    form.append('language', language);
    form.append('pdf', pdf, pdf.name);
    form.append('cover', cover, cover.name);
    return sendContent<AdminBook>('POST', contentPath('books'), form);
  },
  remove: (id: number) => sendContent<null>('DELETE', contentPath('books', id)),
};
