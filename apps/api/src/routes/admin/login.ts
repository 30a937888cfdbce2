import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminLoginRequestSchema, adminLoginResponseSchema } from '@rishta/domain';
import { adminLogin } from '../../services/admin/admin-login';
import { usernameAttempts } from '../accounts/username-attempts';

export async function adminLoginRoute(app: FastifyInstance) {
  const attempts = usernameAttempts(app, 'admin-login');
  app.withTypeProvider<ZodTypeProvider>().post(
    '/admin/login',
    {
      schema: {
        tags: ['admin'],
        description: 'Admins have no profile and log in here; the token works for /api/admin/*.',
        body: adminLoginRequestSchema,
        response: { 200: adminLoginResponseSchema },
      },
      // Same limits as the user login: per IP here, per username in `attempts`.
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => attempts(request, () => adminLogin(app.db, request.body, app.clock())),
  );
}
