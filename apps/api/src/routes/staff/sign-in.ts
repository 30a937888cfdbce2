import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  detailSchema,
  staffCodeRequestSchema,
  staffPasswordRequestSchema,
  staffPasswordResponseSchema,
  staffSessionResponseSchema,
} from '@rishta/domain';
import {
  findStaffChallenge,
  staffCodeStep,
  staffPasswordStep,
} from '../../services/staff/sign-in/staff-login';
import { failedAttempts, usernameAttempts } from '../accounts/username-attempts';

/**
 * Staff sign-in (issue 13): password, then the authenticator's code. Both steps are limited per
 * IP and count failures per account, so neither a password nor a 6-digit code can be guessed.
 */
export async function staffSignInRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const passwordAttempts = usernameAttempts(app, 'admin-login');
  const codeAttempts = failedAttempts(app, 'staff-code');

  r.post(
    '/admin/login',
    {
      schema: {
        tags: ['admin'],
        description:
          'Step 1 of the staff sign-in: the password. Answers a challenge for step 2 and, on the ' +
          'first sign-in, a new authenticator secret with its QR code.',
        body: staffPasswordRequestSchema,
        response: { 200: staffPasswordResponseSchema, 400: detailSchema, 429: detailSchema },
      },
      // Same limits as the user login: per IP here, per username in `passwordAttempts`.
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => passwordAttempts(request, () => staffPasswordStep(app.db, request.body, app.clock())),
  );

  r.post(
    '/admin/login/code',
    {
      schema: {
        tags: ['admin'],
        description:
          "Step 2: the authenticator's 6-digit code (or a recovery code) for the challenge; answers " +
          'a 12-hour staff token. The first code after setting up also answers the recovery codes, once.',
        body: staffCodeRequestSchema,
        response: {
          200: staffSessionResponseSchema,
          400: detailSchema,
          401: detailSchema,
          429: detailSchema,
        },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      const now = app.clock();
      const challenge = await findStaffChallenge(app.db, request.body.challenge, now);
      return codeAttempts(request, String(challenge.accountId), () =>
        staffCodeStep(app.db, challenge, request.body.code, now),
      );
    },
  );
}
