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
        // The read side too: with DATABASE_READ_URL it is another server (a replica), and a
        // process that cannot reach it cannot answer lists or profiles. Busy reads do not make
        // the process unready: the check goes beside the read pool, not through its queue.
        await Promise.all([app.db.execute(sql`select 1`), app.readDbHandle.ping?.()]);
        // A process still loading its listing index answers lists, only more slowly: not yet.
        if (app.listingIndex?.loading()) throw new Error('the listing index is loading');
        return { status: 'ok' as const };
      } catch {
        return sendError(reply.header('retry-after', '5'), AppError.detail(503, 'serviceUnavailable'));
      }
    },
  );
}
