import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  detailSchema,
  messageIdParamsSchema,
  messagesQuerySchema,
  messagesResponseSchema,
  STAFF_MESSAGES,
} from '@rishta/domain';
import { listMessages } from '../../services/staff/messages/list-messages';
import { resendMessage } from '../../services/staff/messages/resend-message';
import { requireStaff, staffRoute } from './require-staff';

/** Delivery of SMS and e-mail (issue 28): the last sends, and sending a failed one again. */
export async function staffMessagesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/messages',
    staffRoute('moderator', {
      description:
        'The last SMS and e-mail sends, newest first: kind, channel, masked recipient, status, tries, ' +
        'provider reference and error. Never a code or a whole number.',
      querystring: messagesQuerySchema,
      response: { 200: messagesResponseSchema, 400: detailSchema },
    }),
    async (request) => listMessages(app.db, request.query.status, app.clock()),
  );

  r.post(
    '/admin/messages/:id/resend',
    staffRoute('moderator', {
      description:
        'Sends a failed message again. 409 when it is not failed, or its content is gone (an OTP past its expiry).',
      params: messageIdParamsSchema,
      response: { 202: detailSchema, 409: detailSchema },
    }),
    async (request, reply) => {
      const staff = requireStaff(request);
      await resendMessage(app.notifications, {
        staffId: staff.accountId,
        messageId: request.params.id,
        now: app.clock(),
      });
      return reply.code(202).send({ detail: STAFF_MESSAGES.messageQueued });
    },
  );
}
