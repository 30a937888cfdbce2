import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  approveProfileResponseSchema,
  detailSchema,
  pendingProfilesResponseSchema,
  profileCodeParamsSchema,
  rejectProfileRequestSchema,
  rejectProfileResponseSchema,
} from '@rishta/domain';
import { approveProfile } from '../../services/staff/new-profiles/approve-profile';
import { pendingProfiles } from '../../services/staff/new-profiles/pending-profiles';
import { rejectProfile } from '../../services/staff/new-profiles/reject-profile';
import { requireStaff, staffRoute } from './require-staff';

/**
 * The new-profiles queue (issue 13): profiles waiting for approval, approved into the listings or
 * rejected with a reason their owner reads.
 */
export async function staffNewProfilesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/admin/profiles/:profile_code/approve',
    staffRoute('moderator', {
      description: 'Approves (and activates) the profile so listings show it.',
      params: profileCodeParamsSchema,
      response: { 200: approveProfileResponseSchema },
    }),
    async (request) => {
      const admin = requireStaff(request);
      return approveProfile(app.db, admin.accountId, request.params.profile_code, app.clock());
    },
  );

  r.get(
    '/admin/profiles/pending',
    staffRoute('moderator', {
      description:
        'The new-profiles queue: profiles waiting for approval, oldest first (50), with the count ' +
        'and since when the oldest waits. A resubmitted profile carries its earlier rejection.',
      response: { 200: pendingProfilesResponseSchema },
    }),
    async () => pendingProfiles(app.db),
  );

  r.post(
    '/admin/profiles/:profile_code/reject',
    staffRoute('moderator', {
      description:
        'Rejects the profile with a reason its owner reads on their own page; it leaves the ' +
        'listings, and returns to the queue when the owner saves a corrected profile.',
      params: profileCodeParamsSchema,
      body: rejectProfileRequestSchema,
      response: { 200: rejectProfileResponseSchema, 400: detailSchema },
    }),
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
}
