import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminBookListSchema,
  adminBookSchema,
  BOOK_FILE_FIELDS,
  bookUploadFieldsSchema,
  contentDeletedSchema,
  contentIdParamsSchema,
  detailSchema,
} from '@rishta/domain';
import { addBook, adminBooks, deleteBook } from '../../../services/content-admin/books';
import { adminErrors, requireStaff } from '../require-staff';
import { parsedFields, readContentForm } from './read-form';

const PATH = '/admin/content/books';
const config = { staffRole: 'admin' } as const;
const tags = ['admin'];

/** The free books shelf (issue 13, content): a PDF, its cover, and the language tab it sits in. */
export async function bookRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    PATH,
    {
      config,
      schema: {
        tags,
        description: 'Every book with signed links to its cover and PDF, oldest first.',
        response: { 200: adminBookListSchema, ...adminErrors },
      },
    },
    async (request) => {
      requireStaff(request);
      return adminBooks(app.db, app.mediaUrls);
    },
  );

  r.post(
    PATH,
    {
      config,
      schema: {
        tags,
        description:
          'Multipart: `title`, `author`, `language` (english, urdu or hindi), the file `pdf` (judged ' +
          'by its bytes: 415 when it is not a PDF) and the image `cover` (re-encoded as JPEG; 415 ' +
          'when it is not an image). The whole upload is at most 5 MB (413 beyond it).',
        response: {
          201: adminBookSchema,
          400: detailSchema,
          413: detailSchema,
          415: detailSchema,
          ...adminErrors,
        },
      },
    },
    async (request, reply) => {
      const staff = requireStaff(request);
      const form = await readContentForm(request, BOOK_FILE_FIELDS);
      const fields = parsedFields(bookUploadFieldsSchema, form.fields);
      const book = await addBook(
        app.db,
        app.media,
        app.mediaUrls,
        staff.accountId,
        { fields, pdf: form.files.pdf, cover: form.files.cover },
        app.clock(),
      );
      return reply.code(201).send(book);
    },
  );

  r.delete(
    `${PATH}/:id`,
    {
      config,
      schema: {
        tags,
        description: 'Deletes a book, then its PDF and cover from the media store.',
        params: contentIdParamsSchema,
        response: { 204: contentDeletedSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const staff = requireStaff(request);
      await deleteBook(app.db, app.media, staff.accountId, request.params.id, app.clock());
      return reply.code(204).send(null);
    },
  );
}
