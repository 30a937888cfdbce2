import type { FastifyInstance } from 'fastify';
import { myReportsAndNoticesRoutes } from './my-reports-and-notices';
import { reportProfileRoute } from './report-profile';

/** Reports (and what users see of their handling); deletion requests go through PATCH /profiles/update/{id}/. */
export async function moderationRoutes(app: FastifyInstance) {
  await app.register(reportProfileRoute);
  await app.register(myReportsAndNoticesRoutes);
}
