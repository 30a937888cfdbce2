import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardSchema } from '@rishta/domain';
import { dashboard } from '../../services/dashboard/dashboard';
import { adminErrors, requireStaff } from './require-staff';

/** The console's front page (issue 13). */
export async function adminDashboardRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/dashboard',
    {
      config: { staffRole: 'moderator' },
      schema: {
        tags: ['admin'],
        description:
          'Queue sizes with since when the oldest item waits; sign-ups, approvals and reports on ' +
          'each of the last 30 India days (today last, quiet days as zeros); active users.',
        response: { 200: dashboardSchema, ...adminErrors },
      },
    },
    async (request) => {
      requireStaff(request);
      return dashboard(app.db, app.clock());
    },
  );
}
