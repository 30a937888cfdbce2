import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileCardPageSchema, profileListQuerySchema } from '@rishta/domain';
import { listProfiles } from '../../services/discovery/list-profiles';
import { pageLinks } from '../../services/discovery/page-links';
import { forYou } from '../../services/discovery/for-you';
import { requireViewer } from '../../plugins/auth';
import { withCancelOnDisconnect } from '../../lib/cancel-on-disconnect';

export async function profileListRoute(app: FastifyInstance) {
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
    async (request) => {
      const now = app.clock();
      // For you leaves out whom the viewer just proposed to or blocked, so it reads the primary;
      // the other lists may come from a read replica, and stop when their reader leaves (issue 15).
      const page =
        request.query.for_you === 'true'
          ? await forYou(app.db, app.mediaUrls, requireViewer(request), request.query, now)
          : await withCancelOnDisconnect(request, () =>
              listProfiles(app.readDb, app.mediaUrls, request.viewer, request.query, now),
            );
      return {
        count: page.count,
        ...(page.countCapped ? { count_capped: true } : {}),
        ...pageLinks(request.url, page),
        results: page.results,
      };
    },
  );
}
