import type { z } from 'zod';
import { bookFieldsSchema, type AdminBook } from '@rishta/domain';
import { multipart } from '../../kit/content/content-api';
import { contentKind, itemValues, translationValues } from '../../kit/content/content-kind';
import { requiredFile } from '../../kit/content/file-field';
import { BookCard, BookFields, BookGrid, BookTextFields } from './book-item';

const blank = { title: '', author: '', language: '', description: '' };

/** What either form checks: the book's texts, and its two files when it is added. */
type BookForm = z.output<typeof bookFieldsSchema> & { pdf?: File; cover?: File };

/**
 * /admin/content/books: the free books shelf, oldest first, with signed links to each cover and
 * PDF. A book goes up as one multipart request: its text fields, then the files `pdf` and `cover`.
 * Edit changes its texts only (JSON), its description in every language among them (issue 30).
 */
export const books = contentKind({
  texts: 'books',
  collection: 'books',
  toBody: ({ pdf, cover, ...text }: BookForm) => (pdf && cover ? multipart(text, { pdf, cover }) : text),
  name: (book: AdminBook) => book.title,
  add: {
    // The API's text fields plus the two files, so a missing file is named before the upload starts.
    schema: bookFieldsSchema.extend({ pdf: requiredFile(), cover: requiredFile() }),
    values: () => ({ ...blank, ...translationValues(undefined), pdf: null, cover: null }),
    Fields: BookFields,
  },
  edit: {
    schema: bookFieldsSchema,
    values: (book) => ({ ...itemValues(book, blank), ...translationValues(book) }),
    Fields: BookTextFields,
  },
  Card: BookCard,
  List: BookGrid,
});
