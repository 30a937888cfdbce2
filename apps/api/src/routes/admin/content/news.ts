import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminNewsListSchema,
  adminNewsSchema,
  contentDeletedSchema,
  contentIdParamsSchema,
  detailSchema,
  NEWS_IMAGE_FIELD,
  newsRequestSchema,
} from '@rishta/domain';
import { addNews, adminNews, deleteNews, updateNews } from '../../../services/content-admin/news';
import { adminErrors, requireStaff } from '../require-staff';
import { parsedFields, readContentForm } from './read-form';

const PATH = '/admin/content/news';
const config = { staffRole: 'admin' } as const;
const tags = ['admin'];

const FORM =
  'JSON, or multipart with the same fields and an optional image part `image` (re-encoded as ' +
  'JPEG; 415 when it is not an image, 413 over 5 MB). Fields: `title`, `link` (an https URL), ' +
  '`description`';

async function readNewsForm(request: FastifyRequest) {
  const form = await readContentForm(request, [NEWS_IMAGE_FIELD]);
  return { fields: parsedFields(newsRequestSchema, form.fields), image: form.files.image };
}

/** The news page's cards (issue 13, content): the site calls them blogs. */
export async function newsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const uploadErrors = { 400: detailSchema, 413: detailSchema, 415: detailSchema, ...adminErrors };

  r.get(
    PATH,
    {
      config,
      schema: {
        tags,
        description: 'News cards, newest first (the public order).',
        response: { 200: adminNewsListSchema, ...adminErrors },
      },
    },
    async (request) => {
      requireStaff(request);
      return adminNews(app.db, app.mediaUrls);
    },
  );

  r.post(
    PATH,
    {
      config,
      schema: {
        tags,
        description: `Adds a card. ${FORM}.`,
        response: { 201: adminNewsSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const staff = requireStaff(request);
      const upload = await readNewsForm(request);
      const news = await addNews(app.db, app.media, app.mediaUrls, staff.accountId, upload, app.clock());
      return reply.code(201).send(news);
    },
  );

  r.put(
    `${PATH}/:id`,
    {
      config,
      schema: {
        tags,
        description:
          `Replaces a card's texts. ${FORM}, and \`remove_image\` (true removes the image). ` +
          'Without a new image or `remove_image` the image stays.',
        params: contentIdParamsSchema,
        response: { 200: adminNewsSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      const upload = await readNewsForm(request);
      return updateNews(
        app.db,
        app.media,
        app.mediaUrls,
        staff.accountId,
        request.params.id,
        upload,
        app.clock(),
      );
    },
  );

  r.delete(
    `${PATH}/:id`,
    {
      config,
      schema: {
        tags,
        description: 'Deletes a card, then its image from the media store.',
        params: contentIdParamsSchema,
        response: { 204: contentDeletedSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const staff = requireStaff(request);
      await deleteNews(app.db, app.media, staff.accountId, request.params.id, app.clock());
      return reply.code(204).send(null);
    },
  );
}
