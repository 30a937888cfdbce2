import type { FastifyRequest } from 'fastify';
import { detailSchema, staffRoleCovers, type StaffRole } from '@rishta/domain';
import { AppError, forbidden } from '../../lib/http-error';
import type { Staff } from '../../services/staff/kit/staff';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The least role a staff route needs (issue 13). Every route under /api/admin/* but the
     * sign-in declares one; routes/staff/index.ts refuses to start otherwise.
     */
    staffRole?: StaffRole;
  }
}

/**
 * Anonymous → 401; a user's token → 403 (a user is never staff); a moderator on an admin-only
 * route → 403. Returns the staff member for the handler's audit rows.
 */
export function requireStaff(request: FastifyRequest): Staff {
  const staff = request.staff;
  if (!staff) {
    if (request.viewer) throw forbidden('staffOnly');
    throw AppError.detail(401, 'notAuthenticated');
  }
  const needed = request.routeOptions.config.staffRole ?? 'admin';
  if (!staffRoleCovers(staff.role, needed)) throw forbidden('adminOnly');
  return staff;
}

/** The answers every staff route may give besides its own: no token, not allowed, not found. */
const staffErrors = { 401: detailSchema, 403: detailSchema, 404: detailSchema };

/**
 * A staff route's options: the least role it needs (`config.staffRole`), and its schema tagged
 * 'admin' whose answers (`response`) gain the staff errors. Each call makes a schema object of
 * its own, since the guarded scope's onRoute hook writes the role into its description.
 */
export function staffRoute<S extends { response: object }>(staffRole: StaffRole, schema: S) {
  return {
    config: { staffRole },
    schema: { tags: ['admin'], ...schema, response: { ...schema.response, ...staffErrors } },
  };
}
