import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { standingResponseSchema } from '@rishta/domain';
import { requireViewer } from '../../plugins/auth';
import { ownStanding } from '../../services/profiles/standing';

export async function standingRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/profiles/me/standing',
    {
      schema: {
        tags: ['profiles'],
        description:
          "Whether the caller's own profile is listed, under review, inactive or rejected, and how long a review takes.",
        response: { 200: standingResponseSchema },
      },
    },
    async (request) => ownStanding(app.db, requireViewer(request)),
  );
}
