import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BOOK_LANGUAGES,
  MESSAGES,
  COUNTER_PAGES,
  blogSchema,
  bookDownloadSchema,
  bookSchema,
  countSchema,
  feedbackSchema,
  guidelineSchema,
  guidelineTagSchema,
  headerMessageSchema,
  messageSchema,
  successStorySchema,
} from '@rishta/domain';
import { listAllGuidelines, listGuidelineTags, listGuidelinesByTag } from '../../services/content/guidelines';
import { partnerFoundCount, recordPageVisit } from '../../services/content/counters';
import { listBlogs, listHeaderMessages, listSuccessStories } from '../../services/content/stories-and-news';
import { listBooks, recordBookDownload } from '../../services/content/books';
import { saveFeedback } from '../../services/content/feedback';

const tags = ['content'];
const id = z.coerce.number().int().positive();

/**
 * The guidelines, success stories and header lines are read on every home page visit and change
 * only through the admin content routes, which invalidate them: the server keeps them (app.cache).
 * Books and news are read fresh: download counts move with every download, and their file links
 * are signed per answer.
 */
export async function contentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/configs/guidelines-tags',
    { schema: { tags, response: { 200: z.array(guidelineTagSchema) } } },
    async () => app.cache.get('guidelines', () => listGuidelineTags(app.db), 'tags'),
  );
  r.get(
    '/configs/guidelines/:tagId',
    { schema: { tags, params: z.object({ tagId: id }), response: { 200: z.array(guidelineSchema) } } },
    async (request) => {
      const { tagId } = request.params;
      return app.cache.get('guidelines', () => listGuidelinesByTag(app.db, tagId), `tag:${tagId}`);
    },
  );
  r.get(
    '/configs/all-guidelines',
    { schema: { tags, response: { 200: z.array(guidelineSchema) } } },
    async () => app.cache.get('guidelines', () => listAllGuidelines(app.db), 'all'),
  );

  r.get(
    '/configs/counter/:page',
    {
      schema: {
        tags,
        description: 'Records a visit of the page and returns its visit count.',
        params: z.object({ page: z.enum(COUNTER_PAGES) }),
        response: { 200: countSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { count: await recordPageVisit(app.db, request.params.page) };
    },
  );
  r.get('/configs/count/partner-found', { schema: { tags, response: { 200: countSchema } } }, async () => ({
    count: await partnerFoundCount(app.db),
  }));

  r.get('/configs/blogs', { schema: { tags, response: { 200: z.array(blogSchema) } } }, async () =>
    listBlogs(app.db, app.mediaUrls),
  );
  r.get(
    '/configs/success-stories',
    { schema: { tags, response: { 200: z.array(successStorySchema) } } },
    async () => app.cache.get('success-stories', () => listSuccessStories(app.db)),
  );
  r.get(
    '/configs/header-message',
    { schema: { tags, response: { 200: z.array(headerMessageSchema) } } },
    async () => app.cache.get('header-messages', () => listHeaderMessages(app.db)),
  );

  r.get(
    '/book/list',
    {
      schema: {
        tags,
        querystring: z.object({ language: z.enum(BOOK_LANGUAGES).optional() }),
        response: { 200: z.array(bookSchema) },
      },
    },
    async (request) => listBooks(app.db, app.mediaUrls, request.query.language),
  );
  r.get(
    '/book/increase-book-counter/:id',
    { schema: { tags, params: z.object({ id }), response: { 200: bookDownloadSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return recordBookDownload(app.db, app.mediaUrls, request.params.id);
    },
  );

  r.post(
    '/configs/feedback',
    {
      schema: { tags, body: feedbackSchema, response: { 201: messageSchema } },
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      await saveFeedback(app.db, request.body);
      return reply.code(201).send({ message: MESSAGES.feedbackSent });
    },
  );
}
