import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  detailSchema,
  feedbackIdParamsSchema,
  feedbackInboxItemSchema,
  feedbackInboxQuerySchema,
  feedbackInboxResponseSchema,
} from '@rishta/domain';
import { feedbackInbox, markFeedbackDone } from '../../services/staff/feedback/feedback-inbox';
import { requireStaff, staffRoute } from './require-staff';

/** The feedback inbox (issue 13): what users wrote through the feedback form, read and marked done. */
export async function staffFeedbackRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/feedback',
    staffRoute('moderator', {
      description:
        'Feedback messages: open ones oldest first (the default), or done ones newest first, ' +
        'with the number still open.',
      querystring: feedbackInboxQuerySchema,
      response: { 200: feedbackInboxResponseSchema, 400: detailSchema },
    }),
    async (request) => feedbackInbox(app.db, request.query.status),
  );

  r.post(
    '/admin/feedback/:id/done',
    staffRoute('moderator', {
      description: 'Marks a feedback message done; marking it again changes nothing.',
      params: feedbackIdParamsSchema,
      response: { 200: feedbackInboxItemSchema },
    }),
    async (request) => {
      const admin = requireStaff(request);
      return markFeedbackDone(app.db, admin.accountId, request.params.id, app.clock());
    },
  );
}
