import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditLog } from '@rishta/db';
import {
  detailSchema,
  jobsResponseSchema,
  messageIdParamsSchema,
  messagesQuerySchema,
  messagesResponseSchema,
  STAFF_MESSAGES,
} from '@rishta/domain';
import { AppError } from '../../lib/http-error';
import { PERIODIC_JOBS } from '../../plugins/jobs';
import { jobStatuses } from '../../services/jobs/job-statuses';
import { listMessages } from '../../services/notifications/list-messages';
import { adminErrors, requireStaff } from './require-staff';

/** Delivery of SMS and e-mail, and the background jobs (issue 28). */
export async function adminMessageRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/messages',
    {
      config: { staffRole: 'moderator' },
      schema: {
        tags: ['admin'],
        description:
          'The last SMS and e-mail sends, newest first: kind, channel, masked recipient, status, tries, ' +
          'provider reference and error. Never a code or a whole number.',
        querystring: messagesQuerySchema,
        response: { 200: messagesResponseSchema, 400: detailSchema, ...adminErrors },
      },
    },
    async (request) => {
      requireStaff(request);
      return listMessages(app.db, request.query.status, app.clock());
    },
  );

  r.post(
    '/admin/messages/:id/resend',
    {
      config: { staffRole: 'moderator' },
      schema: {
        tags: ['admin'],
        description:
          'Sends a failed message again. 409 when it is not failed, or its content is gone (an OTP past its expiry).',
        params: messageIdParamsSchema,
        response: { 202: detailSchema, 409: detailSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const staff = requireStaff(request);
      const queued = await app.notifications.resend(request.params.id);
      if (!queued) throw AppError.detail(409, 'messageNotResendable');
      await app.db.insert(auditLog).values({
        actorAccountId: staff.accountId,
        action: 'message_resend',
        subject: `notification:${request.params.id}`,
      });
      return reply.code(202).send({ detail: STAFF_MESSAGES.messageQueued });
    },
  );

  r.get(
    '/admin/jobs',
    {
      config: { staffRole: 'moderator' },
      schema: {
        tags: ['admin'],
        description:
          'The background jobs: what each does, its last run (when, result or error) and its next run.',
        response: { 200: jobsResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      requireStaff(request);
      return jobStatuses(app.db, PERIODIC_JOBS, app.clock());
    },
  );
}
