import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { profileSchema } from '@rishta/domain';
import { requireViewer } from '../../plugins/auth';
import { loadEditableProfile } from '../../services/profiles/profile-access';
import { updateProfile } from '../../services/profiles/update-profile';
import { toOwnProfile } from '../../services/profiles/own-profile';

const params = z.object({ id: z.coerce.number().int().positive() });

export async function updateProfileRoute(app: FastifyInstance) {
  // The edit wizard starts from what is stored: the same resource, read by its owner (or an admin).
  app.withTypeProvider<ZodTypeProvider>().get(
    '/profiles/update/:id',
    {
      schema: {
        tags: ['profiles'],
        description: "The caller's own profile with every field, as the edit form needs it.",
        params,
        response: { 200: profileSchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const row = await loadEditableProfile(app.db, viewer, request.params.id);
      return toOwnProfile(app.db, app.mediaUrls, row, app.clock());
    },
  );

  app.withTypeProvider<ZodTypeProvider>().patch(
    '/profiles/update/:id',
    {
      schema: {
        tags: ['profiles'],
        description:
          "Updates the caller's own profile: the edit form's fields, or only {email}, or only " +
          '{expectation_proposal} (JSON text). Status, counters and identifiers cannot be set.',
        params,
        // Checked in full by profileUpdateSchema in the service, together with the stored values
        // of related fields (a partial update cannot be judged on its own).
        body: z.record(z.string(), z.unknown()),
        response: { 200: profileSchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const row = await loadEditableProfile(app.db, viewer, request.params.id);
      const now = app.clock();
      const updated = await updateProfile(app.db, row, request.body, now);
      return toOwnProfile(app.db, app.mediaUrls, updated, now);
    },
  );
}
