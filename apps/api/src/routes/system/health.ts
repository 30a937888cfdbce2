import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { healthSchema } from '@rishta/domain';
import { AppError, sendError } from '../../lib/http-error';

export async function healthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The app is only built after migrations ran, so answering at all means "migrated".
  r.get('/health', { schema: { tags: ['system'], response: { 200: healthSchema } } }, async () => ({
    status: 'ok' as const,
  }));
  r.get(
    '/ready',
    { schema: { tags: ['system'], response: { 200: healthSchema, 503: z.object({ detail: z.string() }) } } },
    async (_request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch {
        return sendError(reply.header('retry-after', '5'), AppError.detail(503, 'serviceUnavailable'));
      }
    },
  );
}
