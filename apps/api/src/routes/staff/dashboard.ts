import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardSchema, jobsResponseSchema } from '@rishta/domain';
import { PERIODIC_JOBS } from '../../plugins/jobs';
import { jobStatuses } from '../../services/jobs/job-statuses';
import { dashboard } from '../../services/staff/dashboard/dashboard';
import { staffRoute } from './require-staff';

/** The console's front page (issue 13), with its panel of background jobs (issue 28). */
export async function staffDashboardRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/dashboard',
    staffRoute('moderator', {
      description:
        'Queue sizes with since when the oldest item waits; sign-ups, approvals and reports on ' +
        'each of the last 30 India days (today last, quiet days as zeros); active users.',
      response: { 200: dashboardSchema },
    }),
    async () => dashboard(app.db, app.clock()),
  );

  r.get(
    '/admin/jobs',
    staffRoute('moderator', {
      description:
        'The background jobs: what each does, its last run (when, result or error) and its next run.',
      response: { 200: jobsResponseSchema },
    }),
    async () => jobStatuses(app.db, PERIODIC_JOBS, app.clock()),
  );
}
