import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  detailSchema,
  PROFILE_DETAILS_PER_MINUTE,
  profileDetailQuerySchema,
  profileDetailSchema,
} from '@rishta/domain';
import { withCancelOnDisconnect } from '../../lib/cancel-on-disconnect';
import { AppError } from '../../lib/http-error';
import { openProfileDetail } from '../../services/discovery/profile-detail';

export async function profileDetailRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/profiles/detail-slug/:slug',
    {
      schema: {
        tags: ['profiles'],
        description:
          'One profile for a logged-in viewer. Contact fields appear only when the viewer may see ' +
          'them; owner-only fields only for the owner. Counts as a visit unless `skip-update=true` ' +
          "or the viewer is the owner; with `from=proposal` it also marks the profile's Sent proposal " +
          'to the viewer Opened. `proposal` (others) and `proposal_counts` (owner) describe proposals.',
        params: z.object({ slug: z.string().min(1).max(200) }),
        querystring: profileDetailQuerySchema,
        response: { 200: profileDetailSchema, 401: detailSchema, 404: detailSchema },
      },
      config: {
        // Per account, whatever address it comes from: a person reads profiles, a script
        // harvesting contact details opens dozens a second (issue 10).
        rateLimit: {
          max: PROFILE_DETAILS_PER_MINUTE,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => `profile-detail:${request.viewer?.accountId ?? 0}`,
          // Visitors get no profile at all (401), and many share one mobile carrier's address.
          allowList: (request) => request.viewer === null,
        },
      },
    },
    async (request) => {
      // Visitors are sent to login by the web app, which remembers the profile (SPEC.md §6).
      if (!request.viewer) throw AppError.detail(401, 'loginToOpenProfile');
      const viewer = request.viewer;
      // The profile itself may come from the read replica; the visit and proposal writes go to
      // app.db. A reader who leaves does not leave the read running (issue 15).
      return withCancelOnDisconnect(request, () =>
        openProfileDetail(app.db, app.mediaUrls, viewer, request.params.slug, {
          skipUpdate: request.query['skip-update'] === 'true',
          fromProposal: request.query.from === 'proposal',
          now: app.clock(),
          bioDataLinks: app.bioDataLinks,
          readDb: app.readDb,
        }),
      );
    },
  );
}
