import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminAccountResponseSchema, blockAccountRequestSchema, usernameParamsSchema } from '@rishta/domain';
import { blockAccount, unblockAccount } from '../../services/admin/block-account';
import { adminErrors, requireStaff } from './require-staff';

export async function adminAccountRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/admin/accounts/:username/block',
    {
      config: { staffRole: 'moderator' },
      schema: {
        tags: ['admin'],
        description: 'Blocks the account (its tokens end); verify-user and login show the reason.',
        params: usernameParamsSchema,
        body: blockAccountRequestSchema,
        response: { 200: adminAccountResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const admin = requireStaff(request);
      return blockAccount(
        app.db,
        app.chatBus,
        admin.accountId,
        request.params.username,
        request.body.reason,
        app.clock(),
      );
    },
  );

  r.post(
    '/admin/accounts/:username/unblock',
    {
      config: { staffRole: 'moderator' },
      schema: {
        tags: ['admin'],
        params: usernameParamsSchema,
        response: { 200: adminAccountResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const admin = requireStaff(request);
      return unblockAccount(app.db, admin.accountId, request.params.username, app.clock());
    },
  );
}
