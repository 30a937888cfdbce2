import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  profileCodeParamsSchema,
  profileReviewResponseSchema,
  verificationQueueResponseSchema,
} from '@rishta/domain';
import { profileReview } from '../../services/review/profile-review';
import { verificationQueue } from '../../services/review/verification-queue';
import { adminErrors, requireStaff } from './require-staff';

/**
 * What a moderator sees before deciding (issue 13): a profile in full, and the verification queue.
 * Both carry clear photos and identity documents as short-lived signed links, which only these
 * staff routes ever hand out.
 */
export async function adminReviewRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/profiles/:profile_code/review',
    {
      config: { staffRole: 'moderator' },
      schema: {
        tags: ['admin'],
        description:
          'The whole profile for review: every stored field with contact details, its standing, ' +
          'clear full-size photos and the latest identity document (signed links that expire ' +
          'within minutes), blocked-keyword hits, possible duplicate accounts, proposal and ' +
          'report counts, and the latest 50 staff actions on the account.',
        params: profileCodeParamsSchema,
        response: { 200: profileReviewResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      requireStaff(request);
      return profileReview(app.db, app.mediaUrls, request.params.profile_code, app.clock());
    },
  );

  r.get(
    '/admin/verifications',
    {
      config: { staffRole: 'moderator' },
      schema: {
        tags: ['admin'],
        description:
          'The verification queue: profiles whose identity document waits for a decision, oldest ' +
          'upload first (50), each with the document and first photo as signed links, the count ' +
          'and since when the oldest waits.',
        response: { 200: verificationQueueResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      requireStaff(request);
      return verificationQueue(app.db, app.mediaUrls);
    },
  );
}
