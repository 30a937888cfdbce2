import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '@rishta/domain';
import { staffAuditRoutes } from './audit';
import { staffContentRoutes } from './content';
import { staffDashboardRoutes } from './dashboard';
import { staffDeletionsRoutes } from './deletions';
import { staffFeedbackRoutes } from './feedback';
import { staffGroupRoutes } from './groups';
import { staffMessagesRoutes } from './messages';
import { staffNewProfilesRoutes } from './new-profiles';
import { staffPeopleRoutes } from './people';
import { staffProfileReviewRoutes } from './profile-review';
import { staffReportsRoutes } from './reports';
import { requireStaff } from './require-staff';
import { staffSessionRoutes } from './session';
import { staffSignInRoutes } from './sign-in';
import { staffTeamRoutes } from './team';
import { staffVerificationRoutes } from './verification';

/**
 * /api/admin/* (issue 13): the moderation console's API, for staff tokens only. One file per staff
 * resource, named like its console screen and its service folder services/staff/<name>/ (decision
 * 048); the URLs keep their /admin prefix. Every route but the sign-in declares the least role it
 * needs (`config.staffRole`), and a route without one stops the server at start-up, so no staff
 * route can be added unguarded. The role is checked before the body is validated, so an anonymous
 * caller gets 401 and a user 403 whatever they send; handlers call requireStaff again for the
 * staff member's id.
 */
/** Every staff route and the role it declares, for the authorization tests and the README. */
const declaredRoles = new Map<string, StaffRole>();
export const staffRouteRoles = (): ReadonlyMap<string, StaffRole> => declaredRoles;

export async function staffRoutes(app: FastifyInstance) {
  await app.register(staffSignInRoutes);
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
    await guarded.register(staffPeopleRoutes);
    await guarded.register(staffNewProfilesRoutes);
    await guarded.register(staffVerificationRoutes);
    await guarded.register(staffProfileReviewRoutes);
    await guarded.register(staffFeedbackRoutes);
    await guarded.register(staffAuditRoutes);
    await guarded.register(staffDashboardRoutes);
    await guarded.register(staffTeamRoutes);
    await guarded.register(staffDeletionsRoutes);
    await guarded.register(staffReportsRoutes);
    await guarded.register(staffContentRoutes);
    await guarded.register(staffMessagesRoutes);
    await guarded.register(staffGroupRoutes);
  });
}
