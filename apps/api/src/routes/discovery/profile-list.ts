import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileCardPageSchema, profileListQuerySchema, type ProfileCardPage } from '@rishta/domain';
import type { Config } from '../../config';
import { listProfiles } from '../../services/discovery/list-profiles';
import { pageLinks } from '../../services/discovery/page-links';
import { forYou } from '../../services/discovery/for-you';
import { requireViewer } from '../../plugins/auth';
import { withCancelOnDisconnect } from '../../lib/cancel-on-disconnect';
import { sendEncoded } from '../../lib/encoded-body';
import { cardsJson } from '../../services/discovery/kept-card-text';
import { createListAnswers, createListCache, listCacheKey } from '../../services/discovery/list-cache';
import { followingReads } from '../../lib/read-routing';

export async function profileListRoute(app: FastifyInstance, opts: { config: Config }) {
  const ttlMs = opts.config.LIST_CACHE_SECONDS * 1000;
  const cache =
    ttlMs > 0
      ? createListAnswers(
          followingReads(app.readRouting),
          createListCache({ ttlMs, maxBytes: opts.config.LIST_CACHE_MB * 1024 * 1024 }),
        )
      : null;
  const index = app.listingIndex;

  app.withTypeProvider<ZodTypeProvider>().get(
    '/profiles/list',
    {
      schema: {
        tags: ['profiles'],
        description:
          'Listed profiles, newest first (or `ordering=-last_active`), 20 a page (`limit` up to 1000). ' +
          'Category, search and by-code filters combine. A logged-in user always gets the opposite ' +
          'gender; a visitor may pass `gender`. `for_you=true` (logged in) builds the filters from the ' +
          "user's expectation or own state and age and leaves out people they already proposed to or " +
          'blocked. Cards never carry contact details. `count` is exact up to 1,000 results past the ' +
          'page; beyond that it stops there and `count_capped` is true.',
        querystring: profileListQuerySchema,
        response: { 200: profileCardPageSchema },
      },
    },
    async (request, reply) => {
      const now = app.clock();
      // For you leaves out whom the viewer just proposed to or blocked, so it reads the primary
      // and is never kept.
      if (request.query.for_you === 'true') {
        const page = await forYou(app.db, app.mediaUrls, requireViewer(request), request.query, now);
        return answer(request.url, page);
      }
      // The other lists may come from a read replica, stop when their reader leaves, and are kept
      // under the listing version they were read at (issue 15, decisions 036 and 039).
      return withCancelOnDisconnect(request, async () => {
        const read = async () => {
          const page = await listProfiles(app.readDb, app.mediaUrls, request.viewer, request.query, now, {
            withVersion: cache !== null,
            index,
          });
          return { body: { json: answerJson(request.url, page) }, version: page.version };
        };
        const key = listCacheKey(request.viewer, request.url);
        const body = cache ? await cache.answer(key, now.getTime(), read) : (await read()).body;
        // Already JSON of the schema's shape (made by `answer`), compressed at most once per kept
        // answer; the type provider only knows the object form.
        return sendEncoded(request, reply, body) as unknown as ProfileCardPage;
      });
    },
  );
}

function answer(url: string, page: Awaited<ReturnType<typeof listProfiles>>): ProfileCardPage {
  return {
    count: page.count,
    ...(page.countCapped ? { count_capped: true } : {}),
    ...pageLinks(url, page),
    results: page.results,
  };
}

/** `answer` as JSON, the cards' text made once per kept card (kept-card-text.ts). */
function answerJson(url: string, page: Awaited<ReturnType<typeof listProfiles>>): string {
  const { results, ...head } = answer(url, page);
  // The head is never empty (it has `count`), so its closing brace gives way to the results.
  return `${JSON.stringify(head).slice(0, -1)},"results":${cardsJson(results)}}`;
}
