import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  detailSchema,
  handleReportsRequestSchema,
  REPORT_GROUPS_PAGE,
  reportedProfileParamsSchema,
  reportGroupSchema,
  reportQueueQuerySchema,
  reportQueueResponseSchema,
} from '@rishta/domain';
import { handleReports } from '../../services/staff/reports/handle-reports';
import { reportQueue } from '../../services/staff/reports/report-queue';
import { requireStaff, staffRoute } from './require-staff';

/** The reports queue (issue 13): reports grouped by the reported profile, decided together. */
export async function staffReportsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/reports',
    staffRoute('moderator', {
      description:
        `Reports grouped by the reported profile (at most ${REPORT_GROUPS_PAGE} profiles): open ones ` +
        'by their oldest report first (the default), or handled ones by the latest handling first. ' +
        'Each group has the profile with its full, unblurred photos and the reports with their ' +
        'evidence, as links that live a few minutes. The counts are about open reports.',
      querystring: reportQueueQuerySchema,
      response: { 200: reportQueueResponseSchema, 400: detailSchema },
    }),
    async (request) => reportQueue(app.db, app.mediaUrls, request.query.status),
  );

  r.post(
    '/admin/reports/profiles/:profile_id/handle',
    staffRoute('moderator', {
      description:
        'Decides every open report of the profile at once, with a staff note: dismiss; warn ' +
        '(`message`, a notice the user reads); remove_photo (`photo_slot`; its files are deleted); ' +
        'remove_message (the reported chat messages, for everyone; an optional `message` warns the sender); ' +
        'block (`reason`, shown at login). Answers the group with the reports just decided; ' +
        '409 when the profile has no open reports.',
      params: reportedProfileParamsSchema,
      body: handleReportsRequestSchema,
      response: { 200: reportGroupSchema, 400: detailSchema, 409: detailSchema },
    }),
    async (request) => {
      const staff = requireStaff(request);
      return handleReports(
        { db: app.db, store: app.media, urls: app.mediaUrls, bus: app.chatBus },
        staff.accountId,
        request.params.profile_id,
        request.body,
        app.clock(),
      );
    },
  );
}
