import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  approveProfileResponseSchema,
  detailSchema,
  pendingProfilesResponseSchema,
  profileCodeParamsSchema,
  rejectProfileRequestSchema,
  rejectProfileResponseSchema,
  verificationDecisionResponseSchema,
  verificationDecisionSchema,
} from '@rishta/domain';
import { approveProfile } from '../../services/admin/approve-profile';
import { decideVerification } from '../../services/admin/decide-verification';
import { pendingProfiles } from '../../services/admin/pending-profiles';
import { rejectProfile } from '../../services/admin/reject-profile';
import { adminErrors, requireStaff } from './require-staff';

export async function adminProfileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/admin/profiles/:profile_code/approve',
    {
      config: { staffRole: 'moderator' },
      schema: {
        tags: ['admin'],
        description: 'Approves (and activates) the profile so listings show it.',
        params: profileCodeParamsSchema,
        response: { 200: approveProfileResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const admin = requireStaff(request);
      return approveProfile(app.db, admin.accountId, request.params.profile_code, app.clock());
    },
  );

  r.get(
    '/admin/profiles/pending',
    {
      config: { staffRole: 'moderator' },
      schema: {
        tags: ['admin'],
        description:
          'The new-profiles queue: profiles waiting for approval, oldest first (50), with the count ' +
          'and since when the oldest waits. A resubmitted profile carries its earlier rejection.',
        response: { 200: pendingProfilesResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      requireStaff(request);
      return pendingProfiles(app.db);
    },
  );

  r.post(
    '/admin/profiles/:profile_code/reject',
    {
      config: { staffRole: 'moderator' },
      schema: {
        tags: ['admin'],
        description:
          'Rejects the profile with a reason its owner reads on their own page; it leaves the ' +
          'listings, and returns to the queue when the owner saves a corrected profile.',
        params: profileCodeParamsSchema,
        body: rejectProfileRequestSchema,
        response: { 200: rejectProfileResponseSchema, 400: detailSchema, ...adminErrors },
      },
    },
    async (request) => {
      const admin = requireStaff(request);
      return rejectProfile(
        app.db,
        admin.accountId,
        request.params.profile_code,
        request.body.reason,
        app.clock(),
      );
    },
  );

  r.post(
    '/admin/profiles/:profile_code/verification',
    {
      config: { staffRole: 'moderator' },
      schema: {
        tags: ['admin'],
        description:
          'Decides a verification that is In Process: Verified, or Rejected with a remark. ' +
          'Any other current status is a 409.',
        params: profileCodeParamsSchema,
        body: verificationDecisionSchema,
        response: { 200: verificationDecisionResponseSchema, 409: detailSchema, ...adminErrors },
      },
    },
    async (request) => {
      const admin = requireStaff(request);
      return decideVerification(
        app.db,
        admin.accountId,
        request.params.profile_code,
        request.body,
        app.clock(),
      );
    },
  );
}
