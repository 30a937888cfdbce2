import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminBookListSchema,
  adminBookSchema,
  BOOK_FILE_FIELDS,
  bookFieldsSchema,
  detailSchema,
} from '@rishta/domain';
import { addBook, adminBooks, deleteBook, updateBook } from '../../../services/staff/content/books';
import { contentCrudRoutes } from './crud-routes';
import { parsedFields, readContentForm } from './read-form';

async function readBookForm(request: FastifyRequest) {
  const form = await readContentForm(request, BOOK_FILE_FIELDS);
  const fields = parsedFields(bookFieldsSchema, form.fields);
  return { fields, pdf: form.files.pdf, cover: form.files.cover };
}

/** The free books shelf (issue 13, content): a PDF, its cover, and the language tab it sits in. */
export async function bookRoutes(app: FastifyInstance) {
  contentCrudRoutes(app, {
    path: '/admin/content/books',
    role: 'admin',
    list: {
      description: 'Every book with signed links to its cover and PDF, oldest first.',
      answer: adminBookListSchema,
      run: (db) => adminBooks(db, app.mediaUrls),
    },
    create: {
      description:
        'Multipart: `title`, `author`, `language` (english, urdu or hindi), an optional ' +
        '`description`, `translations` (JSON: `{ "<lang>": { "description": … } }`), the file ' +
        '`pdf` (judged by its bytes: 415 when it is not a PDF) and the image `cover` (re-encoded ' +
        'as JPEG; 415 when it is not an image). The whole upload is at most 5 MB (413 beyond it).',
      read: readBookForm,
      answer: adminBookSchema,
      more: { 413: detailSchema, 415: detailSchema },
      run: (db, actor, upload, now) => addBook(db, app.media, app.mediaUrls, actor, upload, now),
    },
    update: {
      description:
        'JSON: replaces a book’s `title`, `author`, `language`, `description` and `translations`. ' +
        'Its PDF and cover stay: a book with other files is deleted and added again.',
      body: bookFieldsSchema,
      answer: adminBookSchema,
      run: (db, actor, id, body, now) => updateBook(db, app.mediaUrls, actor, id, body, now),
    },
    remove: {
      description: 'Deletes a book, then its PDF and cover from the media store.',
      run: (db, actor, id, now) => deleteBook(db, app.media, actor, id, now),
    },
  });
}
