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
import { staffErrors, requireStaff } from './require-staff';

/** The feedback inbox (issue 13): what users wrote through the feedback form, read and marked done. */
export async function staffFeedbackRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/feedback',
    {
      config: { staffRole: 'moderator' },
      schema: {
        tags: ['admin'],
        description:
          'Feedback messages: open ones oldest first (the default), or done ones newest first, ' +
          'with the number still open.',
        querystring: feedbackInboxQuerySchema,
        response: { 200: feedbackInboxResponseSchema, 400: detailSchema, ...staffErrors },
      },
    },
    async (request) => {
      requireStaff(request);
      return feedbackInbox(app.db, request.query.status);
    },
  );

  r.post(
    '/admin/feedback/:id/done',
    {
      config: { staffRole: 'moderator' },
      schema: {
        tags: ['admin'],
        description: 'Marks a feedback message done; marking it again changes nothing.',
        params: feedbackIdParamsSchema,
        response: { 200: feedbackInboxItemSchema, ...staffErrors },
      },
    },
    async (request) => {
      const admin = requireStaff(request);
      return markFeedbackDone(app.db, admin.accountId, request.params.id, app.clock());
    },
  );
}
