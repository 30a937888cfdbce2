import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  detailSchema,
  profileCodeParamsSchema,
  verificationDecisionResponseSchema,
  verificationDecisionSchema,
  verificationQueueResponseSchema,
} from '@rishta/domain';
import { decideVerification } from '../../services/staff/verification/decide-verification';
import { verificationQueue } from '../../services/staff/verification/verification-queue';
import { requireStaff, staffRoute } from './require-staff';

/**
 * The verification queue (issue 13): identity documents waiting for a decision, and the decision.
 * The queue carries the documents and photos as short-lived signed links, which only staff routes
 * ever hand out.
 */
export async function staffVerificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/verifications',
    staffRoute('moderator', {
      description:
        'The verification queue: profiles whose identity document waits for a decision, oldest ' +
        'upload first (50), each with the document and first photo as signed links, the count ' +
        'and since when the oldest waits.',
      response: { 200: verificationQueueResponseSchema },
    }),
    async () => verificationQueue(app.db, app.mediaUrls),
  );

  r.post(
    '/admin/profiles/:profile_code/verification',
    staffRoute('moderator', {
      description:
        'Decides a verification that is In Process: Verified, or Rejected with a remark. ' +
        'Any other current status is a 409.',
      params: profileCodeParamsSchema,
      body: verificationDecisionSchema,
      response: { 200: verificationDecisionResponseSchema, 409: detailSchema },
    }),
    async (request) => {
      const staff = requireStaff(request);
      return decideVerification(
        app.db,
        staff.accountId,
        request.params.profile_code,
        request.body,
        app.clock(),
      );
    },
  );
}
