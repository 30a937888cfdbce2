import type { FastifyInstance } from 'fastify';
import { loopbackOnly } from '../../lib/loopback';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { notifications, outbox, type Db } from '@rishta/db';
import { outboxSchema } from '@rishta/domain';

/** How long a read waits for messages to this recipient that the job runner has not delivered yet. */
const WAIT_FOR_DELIVERY_MS = 5_000;

/**
 * Messages go out through the job runner a moment after the request that wrote them (issue 28),
 * so the outbox shows a message only once delivered; a read waits for those still on their way.
 */
async function deliveriesSettled(db: Db, recipient: string): Promise<void> {
  for (const until = Date.now() + WAIT_FOR_DELIVERY_MS; Date.now() < until;) {
    const [pending] = await db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.recipient, recipient), eq(notifications.status, 'pending')));
    if (!pending?.n) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

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
      await deliveriesSettled(app.db, request.query.to);
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
