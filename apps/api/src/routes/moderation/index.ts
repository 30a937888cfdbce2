import type { FastifyInstance } from 'fastify';
import { bioDataPdfRoute } from './bio-data-pdf';
import { reportProfileRoute } from './report-profile';

/** Reports and bio-data downloads; deletion requests go through PATCH /profiles/update/{id}/. */
export async function moderationRoutes(app: FastifyInstance) {
  await app.register(reportProfileRoute);
  await app.register(bioDataPdfRoute);
}
