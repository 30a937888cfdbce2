import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditActionsSchema, auditPageSchema, auditQuerySchema, detailSchema } from '@rishta/domain';
import { auditActions, browseAudit } from '../../services/staff/audit/browse-audit';
import { staffRoute } from './require-staff';

/** The audit log (issue 13): every staff action, browsed and filtered in the console. */
export async function staffAuditRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/audit',
    staffRoute('moderator', {
      description:
        'Audit rows newest first, 50 a page. Filters: actor (staff username), action (exact, or ' +
        "a prefix ending in '.'), account_id (the account acted on), from/to (India dates, " +
        'inclusive); before_id is the previous page’s next_before_id.',
      querystring: auditQuerySchema,
      response: { 200: auditPageSchema, 400: detailSchema },
    }),
    async (request) => browseAudit(app.db, request.query),
  );

  r.get(
    '/admin/audit/actions',
    staffRoute('moderator', {
      description: 'Every action the audit log holds, for the filter menu.',
      response: { 200: auditActionsSchema },
    }),
    async () => auditActions(app.db),
  );
}
