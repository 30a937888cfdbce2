import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PHOTO_SLOTS, PHOTO_UPLOADS_PER_HOUR, photoUploadResponseSchema } from '@rishta/domain';
import { requireViewer } from '../../plugins/auth';
import { perAccountLimit } from '../../lib/per-account-limit';
import { loadEditableProfile } from '../../services/profiles/profile-access';
import { readUploadedFile } from '../../services/profiles/read-upload';
import { removePhoto, replacePhoto } from '../../services/profiles/profile-photos';

export async function uploadPhotoRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/profiles/upload/:id/:slot',
    {
      schema: {
        tags: ['profiles'],
        description:
          'Multipart `file` into photo slot 0-2 (any image, at most 5 MB; re-encoded, metadata ' +
          'removed). An empty file removes the photo of the slot.',
        params: z.object({
          id: z.coerce.number().int().positive(),
          slot: z.coerce
            .number()
            .int()
            .min(0)
            .max(PHOTO_SLOTS - 1),
        }),
        response: { 200: photoUploadResponseSchema },
      },
      config: {
        rateLimit: perAccountLimit('photo-upload', PHOTO_UPLOADS_PER_HOUR, '1 hour'),
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { id, slot } = request.params;
      const profile = await loadEditableProfile(app.db, viewer, id);
      const data = await readUploadedFile(request);
      if (data.length === 0) return removePhoto(app.db, app.media, profile.id, slot);
      return replacePhoto(app.db, app.media, app.mediaUrls, profile.id, slot, data, app.clock());
    },
  );
}
