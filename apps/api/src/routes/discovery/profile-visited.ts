import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileVisitedResponseSchema } from '@rishta/domain';
import { requireViewer } from '../../plugins/auth';
import { recentVisitors } from '../../services/discovery/visitors';
import { viewerProfileId } from '../../services/discovery/viewer-profile';

export async function profileVisitedRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/profiles/profile-visited/user',
    {
      schema: {
        tags: ['profiles'],
        description: "Who opened the caller's own profile, latest first (Recent Visitors).",
        response: { 200: profileVisitedResponseSchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      return recentVisitors(app.db, app.mediaUrls, viewer, viewerProfileId(viewer), app.clock());
    },
  );
}
