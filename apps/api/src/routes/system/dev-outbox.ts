import type { FastifyInstance } from 'fastify';
import { loopbackOnly } from '../../lib/loopback';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { outbox } from '@rishta/db';
import { outboxSchema } from '@rishta/domain';

/** Development only: lets tests and the demo read OTPs that would have gone by SMS or e-mail. */
export async function devOutboxRoutes(app: FastifyInstance) {
  // It hands out OTPs (a password reset away from any account): this machine only (issue 10).
  app.addHook('onRequest', loopbackOnly);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        querystring: z.object({ to: z.string().min(1) }),
        response: { 200: outboxSchema },
      },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, request.query.to))
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .limit(50);
      return {
        results: rows.map((r) => ({
          to: r.recipient,
          channel: r.channel as 'sms' | 'email',
          body: r.body,
          created: r.createdAt.toISOString(),
        })),
      };
    },
  );
}
