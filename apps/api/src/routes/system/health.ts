import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { schemaState } from '@rishta/db';
import { healthSchema, readySchema } from '@rishta/domain';
import { AppError, sendError } from '../../lib/http-error';

export async function healthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Liveness: the process answers. Whether it can serve is /ready's question.
  r.get('/health', { schema: { tags: ['system'], response: { 200: healthSchema } } }, async () => ({
    status: 'ok' as const,
  }));
  r.get(
    '/ready',
    { schema: { tags: ['system'], response: { 200: readySchema, 503: z.object({ detail: z.string() }) } } },
    async (request, reply) => {
      try {
        // The schema this code needs, not just a database that answers: a node pointed at an
        // empty or older database (another node's migration failed, a restore went wrong) would
        // fail every call while a plain `select 1` said it was fine (issue 33).
        // The read side too: with DATABASE_READ_URL it is another server (a replica), and a
        // process that cannot reach it cannot answer lists or profiles. Busy reads do not make
        // the process unready: the check goes beside the read pool, not through its queue.
        // While the replica does not answer, the reads go to the primary and the answer says so.
        await app.readRouting.check();
        const [schema] = await Promise.all([schemaState(app.db), app.readDbHandle.ping?.()]);
        if (schema !== 'current') throw new Error(`the database schema is ${schema}`);
        // A process still loading its listing index answers lists, only more slowly: not yet.
        if (app.listingIndex?.loading()) throw new Error('the listing index is loading');
        return { status: 'ok' as const, reads: app.readRouting.target() };
      } catch (error) {
        request.log.info({ err: error }, 'not ready');
        return sendError(reply.header('retry-after', '5'), AppError.detail(503, 'serviceUnavailable'));
      }
    },
  );
}
