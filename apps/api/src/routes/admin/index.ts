import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '@rishta/domain';
import { adminAccountRoutes } from './accounts';
import { adminAuditRoutes } from './audit';
import { adminContentRoutes } from './content';
import { adminDashboardRoutes } from './dashboard';
import { adminDeletionRoutes } from './deletions';
import { adminFeedbackRoutes } from './feedback';
import { adminMessageRoutes } from './messages';
import { staffLoginRoutes } from './login';
import { adminPeopleRoutes } from './people';
import { adminProfileRoutes } from './profiles';
import { adminReportRoutes } from './reports';
import { requireStaff } from './require-staff';
import { adminReviewRoutes } from './review';
import { staffSessionRoutes } from './session';
import { adminStaffRoutes } from './staff';

/**
 * /api/admin/* (issue 13): the moderation console's API, for staff tokens only. Every route but
 * the sign-in declares the least role it needs (`config.staffRole`), and a route without one stops
 * the server at start-up, so no staff route can be added unguarded. The role is checked before the
 * body is validated, so an anonymous caller gets 401 and a user 403 whatever they send; handlers
 * call requireStaff again for the staff member's id.
 */
/** Every staff route and the role it declares, for the authorization tests and the README. */
const declaredRoles = new Map<string, StaffRole>();
export const staffRouteRoles = (): ReadonlyMap<string, StaffRole> => declaredRoles;

export async function adminRoutes(app: FastifyInstance) {
  await app.register(staffLoginRoutes);
  await app.register(async (guarded) => {
    guarded.addHook('onRoute', (route) => {
      const role = route.config?.staffRole;
      if (!role) throw new Error(`Staff route ${route.method} ${route.url} declares no staffRole.`);
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') declaredRoles.set(`${method} ${route.url}`, role);
      }
      // The role shows in OpenAPI next to the route's own description.
      const schema = (route.schema ??= {}) as { description?: string };
      const who = role === 'admin' ? 'Admins only.' : 'Moderators and admins.';
      schema.description = schema.description ? `${who} ${schema.description}` : who;
    });
    guarded.addHook('preValidation', async (request) => {
      requireStaff(request);
    });
    await guarded.register(staffSessionRoutes);
    await guarded.register(adminAccountRoutes);
    await guarded.register(adminProfileRoutes);
    await guarded.register(adminReviewRoutes);
    await guarded.register(adminFeedbackRoutes);
    await guarded.register(adminPeopleRoutes);
    await guarded.register(adminAuditRoutes);
    await guarded.register(adminDashboardRoutes);
    await guarded.register(adminStaffRoutes);
    await guarded.register(adminDeletionRoutes);
    await guarded.register(adminReportRoutes);
    await guarded.register(adminContentRoutes);
    await guarded.register(adminMessageRoutes);
  });
}
