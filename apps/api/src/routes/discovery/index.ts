import type { FastifyInstance } from 'fastify';
import { profileListRoute } from './profile-list';
import { profileDetailRoute } from './profile-detail';
import { profileVisitedRoute } from './profile-visited';
import { favouritesRoutes } from './favourites';

/** Finding people: the profile list, a profile's detail, the owner's visitors and favourites. */
export async function discoveryRoutes(app: FastifyInstance) {
  await app.register(profileListRoute);
  await app.register(profileDetailRoute);
  await app.register(profileVisitedRoute);
  await app.register(favouritesRoutes);
}
