import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileCodeParamsSchema, profileReviewResponseSchema } from '@rishta/domain';
import { profileReview } from '../../services/staff/profile-review/profile-review';
import { staffRoute } from './require-staff';

/**
 * What a moderator sees before deciding (issue 13): a profile in full. It carries clear photos and
 * the identity document as short-lived signed links, which only staff routes ever hand out.
 */
export async function staffProfileReviewRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/profiles/:profile_code/review',
    staffRoute('moderator', {
      description:
        'The whole profile for review: every stored field with contact details, its standing, ' +
        'clear full-size photos and the latest identity document (signed links that expire ' +
        'within minutes), blocked-keyword hits, possible duplicate accounts, proposal and ' +
        'report counts, and the latest 50 staff actions on the account.',
      params: profileCodeParamsSchema,
      response: { 200: profileReviewResponseSchema },
    }),
    async (request) => profileReview(app.db, app.mediaUrls, request.params.profile_code, app.clock()),
  );
}
