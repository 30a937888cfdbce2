import { bookUploadFieldsSchema, type AdminBook } from '@rishta/domain';
import { multipart } from '../../kit/content/content-api';
import { contentKind } from '../../kit/content/content-kind';
import { requiredFile } from '../../kit/content/file-field';
import { BookCard, BookFields, BookGrid } from './book-item';

/**
 * /admin/content/books: the free books shelf, oldest first, with signed links to each cover and
 * PDF. A book goes up as one multipart request: its text fields, then the files `pdf` and `cover`.
 */
export const books = contentKind({
  texts: 'books',
  collection: 'books',
  toBody: ({ pdf, cover, ...text }) => multipart(text, { pdf, cover }),
  name: (book: AdminBook) => book.title,
  add: {
    // The API's text fields plus the two files, so a missing file is named before the upload starts.
    schema: bookUploadFieldsSchema.extend({ pdf: requiredFile(), cover: requiredFile() }),
    values: () => ({ title: '', author: '', language: '', pdf: null, cover: null }),
    Fields: BookFields,
  },
  Card: BookCard,
  List: BookGrid,
});
