import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { detailSchema, proposalUpdateRequestSchema, proposalUpdateResponseSchema } from '@rishta/domain';
import { requireViewer } from '../../plugins/auth';
import { answerProposal } from '../../services/proposals/update-proposal';

export async function updateProposalRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().patch(
    '/profiles/proposal-update/:id',
    {
      schema: {
        tags: ['proposals'],
        description:
          'The receiver answers a proposal: `Accepted`, or `Rejected` with a reason (`message`) that ' +
          'the sender then sees. Only once; the sender gets 403, anyone else 404.',
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        body: proposalUpdateRequestSchema,
        // 400 is a field error ({"message": ["Reason is required"]}), so it has no schema here.
        response: {
          200: proposalUpdateResponseSchema,
          401: detailSchema,
          403: detailSchema,
          404: detailSchema,
          409: detailSchema,
        },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      return answerProposal(app.db, viewer.profileId, request.params.id, request.body, app.clock());
    },
  );
}
