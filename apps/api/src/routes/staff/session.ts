import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffMeResponseSchema } from '@rishta/domain';
import { tokenOf } from '../../plugins/auth';
import { endSession } from '../../services/accounts/sessions';
import { requireStaff, staffRoute } from './require-staff';

/** The console's own session: who is signed in, and signing out. */
export async function staffSessionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/me',
    staffRoute('moderator', {
      description: 'Who the staff token belongs to.',
      response: { 200: staffMeResponseSchema },
    }),
    async (request) => {
      const staff = requireStaff(request);
      return { username: staff.username, role: staff.role };
    },
  );

  r.post(
    '/admin/logout',
    {
      config: { staffRole: 'moderator' },
      schema: { tags: ['admin'], description: 'Ends this staff session.' },
    },
    async (request, reply) => {
      await endSession(app.db, tokenOf(request));
      return reply.code(204).send();
    },
  );
}
