import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { detailSchema, sendProposalResponseSchema } from '@rishta/domain';
import { requireViewer } from '../../plugins/auth';
import { perAccountLimit } from '../../lib/per-account-limit';
import { sendProposal } from '../../services/proposals/send-proposal';

/**
 * A proposal opens a hidden contact to its sender (DESIGN.md §5.3), so sending to everyone would
 * harvest numbers: each account may try at most this many sends a day, refused ones included.
 */
export const SENDS_PER_DAY = 100;

export async function sendProposalRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/profiles/proposal/:profile_code',
    {
      schema: {
        tags: ['proposals'],
        description:
          'Sends a proposal to the profile with this code (the WhatsApp dialog). 201 when new; 200 ' +
          'with the existing proposal when already sent, or when the other side had already sent one ' +
          '(`already_received`). Refused to oneself, to the same gender, and to profiles that are ' +
          'not listed. `whatsapp` is present only when the contact rule allows it after the send.',
        params: z.object({ profile_code: z.string().min(1).max(40) }),
        response: {
          200: sendProposalResponseSchema,
          201: sendProposalResponseSchema,
          400: detailSchema,
          401: detailSchema,
          403: detailSchema,
          404: detailSchema,
          429: detailSchema,
        },
      },
      config: {
        rateLimit: perAccountLimit('proposal-send', SENDS_PER_DAY, '1 day'),
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const result = await sendProposal(app.db, viewer, request.params.profile_code, app.clock());
      return reply.code(result.created ? 201 : 200).send(result.body);
    },
  );
}
