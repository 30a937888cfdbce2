import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminNewsListSchema,
  adminNewsSchema,
  detailSchema,
  NEWS_IMAGE_FIELD,
  newsRequestSchema,
} from '@rishta/domain';
import { addNews, adminNews, deleteNews, updateNews } from '../../../services/staff/content/news';
import { contentCrudRoutes } from './crud-routes';
import { parsedFields, readContentForm } from './read-form';

const FORM =
  'JSON, or multipart with the same fields and an optional image part `image` (re-encoded as ' +
  'JPEG; 415 when it is not an image, 413 over 5 MB). Fields: `title`, `link` (an https URL), ' +
  '`description`, `translations` (`title` and `description` per language; JSON-encoded in a ' +
  'multipart form)';
const uploadErrors = { 413: detailSchema, 415: detailSchema };

async function readNewsForm(request: FastifyRequest) {
  const form = await readContentForm(request, [NEWS_IMAGE_FIELD]);
  return { fields: parsedFields(newsRequestSchema, form.fields), image: form.files.image };
}

/** The news page's cards (issue 13, content): the site calls them blogs. */
export async function newsRoutes(app: FastifyInstance) {
  contentCrudRoutes(app, {
    path: '/admin/content/news',
    role: 'admin',
    list: {
      description: 'News cards, newest first (the public order).',
      answer: adminNewsListSchema,
      run: (db) => adminNews(db, app.mediaUrls),
    },
    create: {
      description: `Adds a card. ${FORM}.`,
      read: readNewsForm,
      answer: adminNewsSchema,
      more: uploadErrors,
      run: (db, actor, upload, now) => addNews(db, app.media, app.mediaUrls, actor, upload, now),
    },
    update: {
      description:
        `Replaces a card's texts. ${FORM}, and \`remove_image\` (true removes the image). ` +
        'Without a new image or `remove_image` the image stays.',
      read: readNewsForm,
      answer: adminNewsSchema,
      more: uploadErrors,
      run: (db, actor, id, upload, now) => updateNews(db, app.media, app.mediaUrls, actor, id, upload, now),
    },
    remove: {
      description: 'Deletes a card, then its image from the media store.',
      run: (db, actor, id, now) => deleteNews(db, app.media, actor, id, now),
    },
  });
}
