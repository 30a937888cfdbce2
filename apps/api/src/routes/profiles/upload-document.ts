import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, verificationUploadResponseSchema } from '@rishta/domain';
import { requireViewer } from '../../plugins/auth';
import { fieldError } from '../../lib/http-error';
import { loadEditableProfile } from '../../services/profiles/profile-access';
import { readUploadedFile } from '../../services/profiles/read-upload';
import { submitVerificationDocument } from '../../services/profiles/verification-document';

export async function uploadDocumentRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/profiles/upload/:id/docs',
    {
      schema: {
        tags: ['profiles'],
        description:
          'Multipart `file`: an identity document (png, gif or jpeg, at most 5 MB). It is kept ' +
          'private for the admins, and the profile becomes In Process.',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: verificationUploadResponseSchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      // Identity documents are the owner's own act: not even an admin uploads one for them.
      const profile = await loadEditableProfile(app.db, viewer, request.params.id);
      const data = await readUploadedFile(request);
      if (data.length === 0) throw fieldError('file', 'fileRequired');
      const status = await submitVerificationDocument(app.db, app.media, profile.id, data, app.clock());
      return { verification_status: status, message: MESSAGES.profileUpdated };
    },
  );
}
