import type { FastifyInstance } from 'fastify';
import { reportProfileRoute } from './report-profile';

/** Reports; deletion requests go through PATCH /profiles/update/{id}/. */
export async function moderationRoutes(app: FastifyInstance) {
  await app.register(reportProfileRoute);
}
