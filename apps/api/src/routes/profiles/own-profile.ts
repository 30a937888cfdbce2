import type { FastifyInstance } from 'fastify';
import { updateProfileRoute } from './update-profile';
import { uploadPhotoRoute } from './upload-photo';
import { uploadDocumentRoute } from './upload-document';
import { standingRoute } from './standing';

/** The owner's own profile: edit, photos and the verification document (owner or admin only). */
export async function ownProfileRoutes(app: FastifyInstance) {
  await app.register(updateProfileRoute);
  await app.register(uploadPhotoRoute);
  await app.register(uploadDocumentRoute);
  await app.register(standingRoute);
}
