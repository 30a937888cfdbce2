import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileCardPageSchema, profileListQuerySchema } from '@rishta/domain';
import { listProfiles } from '../../services/discovery/list-profiles';
import { pageLinks } from '../../services/discovery/page-links';

export async function profileListRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/profiles/list',
    {
      schema: {
        tags: ['profiles'],
        description:
          'Listed profiles, newest first (or `ordering=-last_active`), 20 a page (`limit` up to 1000). ' +
          'Category, search and by-code filters combine. A logged-in user always gets the opposite ' +
          'gender; a visitor may pass `gender`. Cards never carry contact details.',
        querystring: profileListQuerySchema,
        response: { 200: profileCardPageSchema },
      },
    },
    async (request) => {
      const page = await listProfiles(app.db, app.mediaUrls, request.viewer, request.query, new Date());
      return { count: page.count, ...pageLinks(request.url, page), results: page.results };
    },
  );
}
