import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { detailSchema, proposalListQuerySchema, proposalListResponseSchema } from '@rishta/domain';
import { forbidden } from '../../lib/http-error';
import { requireViewer } from '../../plugins/auth';
import { listProposals, type ProposalDirection } from '../../services/proposals/list-proposals';
import { pageLinks } from '../../services/discovery/page-links';

const DESCRIPTIONS: Record<ProposalDirection, string> = {
  sent: 'The proposals the caller sent',
  received: 'The proposals the caller received',
};

export async function listProposalsRoutes(app: FastifyInstance) {
  for (const direction of ['received', 'sent'] as const) {
    app.withTypeProvider<ZodTypeProvider>().get(
      `/profiles/proposal/${direction}`,
      {
        schema: {
          tags: ['proposals'],
          description:
            `${DESCRIPTIONS[direction]}, newest first, up to 1000 (\`limit\` may ask for fewer), each ` +
            "with the other side's card. `contact` is present only when the contact rule allows it now.",
          querystring: proposalListQuerySchema,
          response: { 200: proposalListResponseSchema, 401: detailSchema, 403: detailSchema },
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        // Admins have no profile, so they have no proposals of their own.
        if (viewer.profileId === null) throw forbidden();
        const page = await listProposals(
          app.db,
          app.mediaUrls,
          viewer,
          viewer.profileId,
          direction,
          request.query,
          app.clock(),
        );
        return { count: page.count, ...pageLinks(request.url, page), results: page.results };
      },
    );
  }
}
