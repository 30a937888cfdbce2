import type { FastifyInstance } from 'fastify';
import { adminAccountRoutes } from './accounts';
import { adminFeedbackRoutes } from './feedback';
import { adminLoginRoute } from './login';
import { adminProfileRoutes } from './profiles';
import { requireAdmin } from './require-admin';

/**
 * /api/admin/* (DESIGN.md §4 "Admin"): moderation by accounts with is_superuser. Every route but
 * the login checks the caller before its body is validated, so an anonymous caller gets 401 and an
 * ordinary user 403 whatever they send; handlers check again (requireAdmin) for their admin's id.
 */
export async function adminRoutes(app: FastifyInstance) {
  await app.register(adminLoginRoute);
  await app.register(async (guarded) => {
    guarded.addHook('preValidation', async (request) => {
      requireAdmin(request);
    });
    await guarded.register(adminAccountRoutes);
    await guarded.register(adminProfileRoutes);
    await guarded.register(adminFeedbackRoutes);
  });
}
