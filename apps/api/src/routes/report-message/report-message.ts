import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { detailSchema, reportMessageBodySchema, reportMessageResponseSchema } from '@rishta/domain';
import { requireViewer } from '../../plugins/auth';
import { callerProfileId } from '../../services/chat/chat-caller';
import { reportMessage } from '../../services/report-message/report-message';

/** Reporting a chat message (issue 32); staff see it in the reports queue. */
export async function reportMessageRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/friends/report-message',
    {
      schema: {
        tags: ['chat'],
        description:
          "Reports a direct message the caller received, or another member's message in a group the " +
          'caller belongs to: `kind` (direct|group), `message_id`, `reason` (MESSAGE_REPORT_REASONS), ' +
          '`description` (required for Other) and `block` (also block the sender). The report keeps ' +
          'the message and at most the 10 before it. 403 `messageNotReportable` for any other ' +
          'message; 409 `messageAlreadyReported` the second time.',
        body: reportMessageBodySchema,
        response: {
          201: reportMessageResponseSchema,
          400: detailSchema,
          401: detailSchema,
          403: detailSchema,
          409: detailSchema,
        },
      },
    },
    async (request, reply) => {
      const me = callerProfileId(requireViewer(request));
      const result = await reportMessage(app.db, app.chatBus, me, request.body, app.clock());
      return reply.code(201).send(result);
    },
  );
}
