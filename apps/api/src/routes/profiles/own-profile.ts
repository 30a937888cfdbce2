import type { FastifyInstance } from 'fastify';
import { updateProfileRoute } from './update-profile';
import { uploadPhotoRoute } from './upload-photo';
import { uploadDocumentRoute } from './upload-document';
import { standingRoute } from './standing';
import { myDataRoute } from './my-data';

/** The owner's own profile: edit, photos, the verification document, standing and data export. */
export async function ownProfileRoutes(app: FastifyInstance) {
  await app.register(updateProfileRoute);
  await app.register(uploadPhotoRoute);
  await app.register(uploadDocumentRoute);
  await app.register(standingRoute);
  await app.register(myDataRoute);
}
