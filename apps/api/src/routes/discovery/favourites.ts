import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { favouritesResponseSchema } from '@rishta/domain';
import { requireViewer } from '../../plugins/auth';
import { addFavourite, favouriteCodes, removeFavourite } from '../../services/discovery/favourites';
import { viewerProfileId } from '../../services/discovery/viewer-profile';

const params = z.object({ profile_code: z.string().min(1).max(40) });

/** The caller's own favourites only: every call works on the token's profile, never on a given id. */
export async function favouritesRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/profiles/add-to-favourite/user',
    {
      schema: {
        tags: ['favourites'],
        description: "The caller's favourite profiles as a comma-separated list of profile codes.",
        response: { 200: favouritesResponseSchema },
      },
    },
    async (request) => favouriteCodes(app.db, viewerProfileId(requireViewer(request))),
  );

  typed.patch(
    '/profiles/add-to-favourite/:profile_code',
    {
      schema: {
        tags: ['favourites'],
        description: "Adds a listed profile to the caller's favourites (adding twice is harmless).",
        params,
        response: { 200: favouritesResponseSchema },
      },
    },
    async (request) =>
      addFavourite(app.db, viewerProfileId(requireViewer(request)), request.params.profile_code),
  );

  typed.delete(
    '/profiles/add-to-favourite/:profile_code',
    {
      schema: {
        tags: ['favourites'],
        description: "Removes a profile from the caller's favourites (removing twice is harmless).",
        params,
        response: { 200: favouritesResponseSchema },
      },
    },
    async (request) =>
      removeFavourite(app.db, viewerProfileId(requireViewer(request)), request.params.profile_code),
  );
}
