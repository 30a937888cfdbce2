import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GENDERS, NEW_PROFILES_LIMIT, profileCardPageSchema } from '@rishta/domain';
import { listNewProfiles } from '../../services/profiles/new-profiles';

export async function newProfilesRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/profiles/new-profiles',
    {
      schema: {
        tags: ['profiles'],
        description: 'The latest 50 listed profiles (fewer with `limit`).',
        querystring: z.object({
          gender: z.enum(GENDERS).optional(),
          limit: z.coerce.number().int().min(1).max(NEW_PROFILES_LIMIT).default(NEW_PROFILES_LIMIT),
        }),
        response: { 200: profileCardPageSchema },
      },
    },
    async (request) => {
      const results = await listNewProfiles(
        app.db,
        app.mediaUrls,
        request.viewer,
        request.query,
        app.clock(),
      );
      return { count: results.length, next: null, previous: null, results };
    },
  );
}
