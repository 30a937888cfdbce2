import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  detailSchema,
  myNoticesResponseSchema,
  myReportsResponseSchema,
  noticeIdParamsSchema,
  noticeSchema,
} from '@rishta/domain';
import { requireViewer } from '../../plugins/auth';
import { markNoticeRead, myNotices } from '../../services/my-reports/my-notices';
import { myReports } from '../../services/my-reports/my-reports';

/** What a user sees of moderation (issue 13): their reports' progress and the notices sent to them. */
export async function myReportsAndNoticesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/profiles/me/reports',
    {
      schema: {
        tags: ['profiles'],
        description: 'The reports the caller made, newest first, and whether each was handled (never how).',
        response: { 200: myReportsResponseSchema, 401: detailSchema },
      },
    },
    async (request) => myReports(app.db, requireViewer(request).profileId),
  );

  r.get(
    '/profiles/me/notices',
    {
      schema: {
        tags: ['profiles'],
        description: 'Notices the moderators sent the caller, newest first, with how many are unread.',
        response: { 200: myNoticesResponseSchema, 401: detailSchema },
      },
    },
    async (request) => myNotices(app.db, requireViewer(request).accountId),
  );

  r.post(
    '/profiles/me/notices/:id/read',
    {
      schema: {
        tags: ['profiles'],
        description: "Marks one of the caller's notices read; any other id is a 404.",
        params: noticeIdParamsSchema,
        response: { 200: noticeSchema, 401: detailSchema, 404: detailSchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      return markNoticeRead(app.db, viewer.accountId, request.params.id, app.clock());
    },
  );
}
