import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { LanguageCode } from '@rishta/domain';
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
  contentLanguageQuerySchema,
} from '@rishta/domain';
import { listAllGuidelines, listGuidelineTags, listGuidelinesByTag } from '../../services/content/guidelines';
import { partnerFoundCount, recordPageVisit } from '../../services/content/counters';
import { listBlogs, listHeaderMessages, listSuccessStories } from '../../services/content/stories-and-news';
import { listBooks, recordBookDownload } from '../../services/content/books';
import { saveFeedback } from '../../services/content/feedback';

const tags = ['content'];
/** `?lang=`: the texts in the reader's language, English where one has none (issue 30). */
const querystring = contentLanguageQuerySchema;
const langOf = (request: { query: { lang?: LanguageCode } }) => request.query.lang ?? 'en';
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
    { schema: { tags, querystring, response: { 200: z.array(guidelineTagSchema) } } },
    async (request) => {
      const lang = langOf(request);
      return app.cache.get('guidelines', () => listGuidelineTags(app.db, lang), `tags:${lang}`);
    },
  );
  r.get(
    '/configs/guidelines/:tagId',
    {
      schema: {
        tags,
        params: z.object({ tagId: id }),
        querystring,
        response: { 200: z.array(guidelineSchema) },
      },
    },
    async (request) => {
      const { tagId } = request.params;
      const lang = langOf(request);
      return app.cache.get(
        'guidelines',
        () => listGuidelinesByTag(app.db, tagId, lang),
        `tag:${tagId}:${lang}`,
      );
    },
  );
  r.get(
    '/configs/all-guidelines',
    { schema: { tags, querystring, response: { 200: z.array(guidelineSchema) } } },
    async (request) => {
      const lang = langOf(request);
      return app.cache.get('guidelines', () => listAllGuidelines(app.db, lang), `all:${lang}`);
    },
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

  r.get(
    '/configs/blogs',
    { schema: { tags, querystring, response: { 200: z.array(blogSchema) } } },
    async (request) => listBlogs(app.db, app.mediaUrls, langOf(request)),
  );
  r.get(
    '/configs/success-stories',
    { schema: { tags, querystring, response: { 200: z.array(successStorySchema) } } },
    async (request) => {
      const lang = langOf(request);
      return app.cache.get('success-stories', () => listSuccessStories(app.db, lang), lang);
    },
  );
  r.get(
    '/configs/header-message',
    { schema: { tags, querystring, response: { 200: z.array(headerMessageSchema) } } },
    async (request) => {
      const lang = langOf(request);
      return app.cache.get('header-messages', () => listHeaderMessages(app.db, lang), lang);
    },
  );

  r.get(
    '/book/list',
    {
      schema: {
        tags,
        querystring: querystring.extend({ language: z.enum(BOOK_LANGUAGES).optional() }),
        response: { 200: z.array(bookSchema) },
      },
    },
    async (request) =>
      listBooks(app.db, app.mediaUrls, { language: request.query.language, reader: langOf(request) }),
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
