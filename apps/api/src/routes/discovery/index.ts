import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { profileListRoute } from './profile-list';
import { profileDetailRoute } from './profile-detail';
import { profileVisitedRoute } from './profile-visited';
import { favouritesRoutes } from './favourites';

/** Finding people: the profile list, a profile's detail, the owner's visitors and favourites. */
export async function discoveryRoutes(app: FastifyInstance, opts: { config: Config }) {
  await app.register(profileListRoute, { config: opts.config });
  await app.register(profileDetailRoute);
  await app.register(profileVisitedRoute);
  await app.register(favouritesRoutes);
}
