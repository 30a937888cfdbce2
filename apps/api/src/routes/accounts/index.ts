import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  accountLanguageSchema,
  createProfileResponseSchema,
  lastActiveResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  maskedEmailResponseSchema,
  otpSentResponseSchema,
  profileCreateSchema,
  sendOtpRequestSchema,
  otpStatusRequestSchema,
  otpStatusResponseSchema,
  setPasswordRequestSchema,
  setPasswordResponseSchema,
  usernameRequestSchema,
  verifyUserResponseSchema,
} from '@rishta/domain';
import type { Config } from '../../config';
import { requireViewer, tokenOf } from '../../plugins/auth';
import { createProfile } from '../../services/accounts/create-profile';
import { getMaskedEmail } from '../../services/accounts/get-email';
import { touchLastActive } from '../../services/accounts/last-active';
import { login } from '../../services/accounts/login';
import { otpDeliveryStatus, sendOtp } from '../../services/accounts/send-otp';
import { endSession } from '../../services/accounts/sessions';
import {
  closeProfileSockets,
  closeSessionSockets,
  profileIdOfAccount,
} from '../../services/chat/close-sockets';
import { setAccountLanguage } from '../../services/accounts/set-language';
import { setPassword } from '../../services/accounts/set-password';
import { verifyUser } from '../../services/accounts/verify-user';
import { passwordGeneration, usernameAttempts } from './username-attempts';
import { findAccount } from '../../services/accounts/find-account';

const tags = ['accounts'];

// Per-IP limits on the calls anyone can make without a token (DESIGN.md §5.5). OTPs cost money and
// sign-ups create rows, so those get tighter limits than look-ups.
const perIp = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

export async function accountRoutes(app: FastifyInstance, opts: { config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const loginAttempts = usernameAttempts(app, 'login', {
    lockedCode: 'loginLocked',
    generation: async (username) => passwordGeneration((await findAccount(app.db, username))?.passwordHash),
  });
  const resetAttempts = usernameAttempts(app, 'set-password');

  r.post(
    '/profiles/verify-user',
    {
      schema: { tags, body: usernameRequestSchema, response: { 200: verifyUserResponseSchema } },
      config: perIp(20),
    },
    async (request) => verifyUser(app.db, request.body.username),
  );

  r.post(
    '/configs/send-otp',
    {
      schema: {
        tags,
        description: 'Sends a 6-digit code by SMS or e-mail. The code is never part of the answer.',
        body: sendOtpRequestSchema,
        response: { 200: otpSentResponseSchema },
      },
      config: perIp(10),
    },
    // Every OTP decision reads the app clock, so send, resend countdown and expiry agree.
    async (request) => sendOtp(app.db, app.notifications, request.body, app.clock()),
  );

  r.post(
    '/configs/otp-status',
    {
      schema: {
        tags,
        description:
          'Whether the newest code of a username reached the SMS or e-mail provider: none, pending, sent or failed (then with the message to show).',
        body: otpStatusRequestSchema,
        response: { 200: otpStatusResponseSchema },
      },
      // The OTP step asks every few seconds until the code is sent.
      config: perIp(120),
    },
    async (request) => otpDeliveryStatus(app.db, request.body),
  );

  r.post(
    '/profiles/create',
    {
      schema: { tags, body: profileCreateSchema, response: { 201: createProfileResponseSchema } },
      config: perIp(10),
    },
    async (request, reply) => {
      const created = await createProfile(app.db, request.body, {
        autoApprove: opts.config.AUTO_APPROVE,
        now: app.clock(),
      });
      return reply.code(201).send(created);
    },
  );

  r.post(
    '/profiles/login',
    {
      schema: { tags, body: loginRequestSchema, response: { 200: loginResponseSchema } },
      config: perIp(20),
    },
    async (request) => loginAttempts(request, () => login(app.db, request.body, app.clock())),
  );

  r.post('/profiles/logout', { schema: { tags } }, async (request, reply) => {
    requireViewer(request);
    await endSession(app.db, tokenOf(request));
    // The token's live chat sockets end with it, in every process (issue 14).
    await closeSessionSockets(app.chatBus, tokenOf(request));
    return reply.code(204).send();
  });

  r.post(
    '/profiles/set-password',
    {
      schema: { tags, body: setPasswordRequestSchema, response: { 200: setPasswordResponseSchema } },
      config: perIp(10),
    },
    async (request) => {
      const { accountId } = await resetAttempts(request, () =>
        setPassword(app.db, request.body, app.clock()),
      );
      // Every session ended with the old password: so do the account's live chat sockets.
      const profileId = await profileIdOfAccount(app.db, accountId);
      if (profileId !== undefined)
        await closeProfileSockets(app.chatBus, profileId, 'password changed', 'session');
      return { status: 'Done' as const, message: MESSAGES.passwordSet };
    },
  );

  r.post(
    '/profiles/get-email',
    {
      schema: { tags, body: usernameRequestSchema, response: { 200: maskedEmailResponseSchema } },
      config: perIp(20),
    },
    async (request) => ({ email: await getMaskedEmail(app.db, request.body.username) }),
  );

  r.put(
    '/profiles/language',
    {
      schema: {
        tags,
        description:
          "Stores the logged-in user's interface language on their own account: login hands it to another device and their notifications are written in it. Answers the stored language.",
        body: accountLanguageSchema,
        response: { 200: accountLanguageSchema },
      },
    },
    async (request) => setAccountLanguage(app.db, requireViewer(request).accountId, request.body.language),
  );

  r.get(
    '/profiles/update-last-active',
    { schema: { tags, response: { 200: lastActiveResponseSchema } } },
    async (request, reply) => {
      const viewer = requireViewer(request);
      reply.header('cache-control', 'no-store');
      return { last_active: (await touchLastActive(app.db, viewer.accountId, app.clock())).toISOString() };
    },
  );
}
