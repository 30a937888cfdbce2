import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  approveProfileResponseSchema,
  detailSchema,
  profileCodeParamsSchema,
  verificationDecisionResponseSchema,
  verificationDecisionSchema,
} from '@rishta/domain';
import { approveProfile } from '../../services/admin/approve-profile';
import { decideVerification } from '../../services/admin/decide-verification';
import { requireAdmin } from './require-admin';

const errors = { 401: detailSchema, 403: detailSchema, 404: detailSchema };

export async function adminProfileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/admin/profiles/:profile_code/approve',
    {
      schema: {
        tags: ['admin'],
        description: 'Approves (and activates) the profile so listings show it.',
        params: profileCodeParamsSchema,
        response: { 200: approveProfileResponseSchema, ...errors },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return approveProfile(app.db, admin.accountId, request.params.profile_code);
    },
  );

  r.post(
    '/admin/profiles/:profile_code/verification',
    {
      schema: {
        tags: ['admin'],
        description:
          'Decides a verification that is In Process: Verified, or Rejected with a remark. ' +
          'Any other current status is a 409.',
        params: profileCodeParamsSchema,
        body: verificationDecisionSchema,
        response: { 200: verificationDecisionResponseSchema, 409: detailSchema, ...errors },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return decideVerification(app.db, admin.accountId, request.params.profile_code, request.body);
    },
  );
}
