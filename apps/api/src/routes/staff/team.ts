import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountIdParamsSchema,
  createStaffRequestSchema,
  detailSchema,
  staffActionResponseSchema,
  staffListSchema,
} from '@rishta/domain';
import { createStaff } from '../../services/staff/team/create-staff';
import { listStaff } from '../../services/staff/team/list-staff';
import { resetAuthenticator, setStaffDisabled } from '../../services/staff/team/staff-access';
import { requireStaff, staffRoute } from './require-staff';

/** Staff management (issue 13): admins add moderators and admins, disable them, reset authenticators. */
export async function staffTeamRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const action = { 200: staffActionResponseSchema, 409: detailSchema };

  r.get(
    '/admin/staff',
    staffRoute('admin', {
      description: 'The staff accounts, oldest first, with role, last sign-in and authenticator state.',
      response: { 200: staffListSchema },
    }),
    async () => listStaff(app.db),
  );

  r.post(
    '/admin/staff',
    staffRoute('admin', {
      description:
        'Adds a staff account. The username may not be used by any account (409); the member sets ' +
        'up their authenticator at their first sign-in.',
      body: createStaffRequestSchema,
      response: { 201: staffActionResponseSchema, 400: detailSchema, 409: detailSchema },
    }),
    async (request, reply) => {
      const admin = requireStaff(request);
      const created = await createStaff(app.db, admin.accountId, request.body, app.clock());
      return reply.code(201).send(created);
    },
  );

  r.post(
    '/admin/staff/:account_id/disable',
    staffRoute('admin', {
      description: 'Stops a staff member signing in and ends their sessions. Not oneself (409).',
      params: accountIdParamsSchema,
      response: action,
    }),
    async (request) => {
      const admin = requireStaff(request);
      return setStaffDisabled(app.db, admin, request.params.account_id, true, app.clock());
    },
  );

  r.post(
    '/admin/staff/:account_id/enable',
    staffRoute('admin', {
      description: 'Lets a disabled staff member sign in again.',
      params: accountIdParamsSchema,
      response: action,
    }),
    async (request) => {
      const admin = requireStaff(request);
      return setStaffDisabled(app.db, admin, request.params.account_id, false, app.clock());
    },
  );

  r.post(
    '/admin/staff/:account_id/reset-authenticator',
    staffRoute('admin', {
      description:
        'Forgets the authenticator and recovery codes and ends the sessions: the next sign-in sets ' +
        'up a new authenticator.',
      params: accountIdParamsSchema,
      response: action,
    }),
    async (request) => {
      const admin = requireStaff(request);
      return resetAuthenticator(app.db, admin, request.params.account_id, app.clock());
    },
  );
}
