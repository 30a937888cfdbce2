import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  detailSchema,
  partnerFoundOffsetRequestSchema,
  partnerFoundOffsetResponseSchema,
} from '@rishta/domain';
import {
  partnerFoundOffset,
  setPartnerFoundOffset,
} from '../../../services/staff/content/partner-found-offset';
import { requireStaff, staffRoute } from '../require-staff';

const PATH = '/admin/content/partner-found-offset';

/**
 * The partner-found offset (issue 13, content): added to the deletions carried out because a
 * marriage was fixed here, for the public "partners found" number.
 */
export async function partnerFoundOffsetRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    PATH,
    staffRoute('admin', {
      description: 'The offset, and the partner-found number the public site shows with it.',
      response: { 200: partnerFoundOffsetResponseSchema },
    }),
    async () => partnerFoundOffset(app.db),
  );

  r.put(
    PATH,
    staffRoute('admin', {
      description: 'Sets the offset (a whole number, 0 or more); the public number moves at once.',
      body: partnerFoundOffsetRequestSchema,
      response: { 200: partnerFoundOffsetResponseSchema, 400: detailSchema },
    }),
    async (request) => {
      const staff = requireStaff(request);
      return setPartnerFoundOffset(app.db, staff.accountId, request.body.offset, app.clock());
    },
  );
}
