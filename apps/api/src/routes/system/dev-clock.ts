import type { FastifyInstance } from 'fastify';
import { loopbackOnly } from '../../lib/loopback';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const clockSchema = z.object({
  /** The server clock's current instant (ISO 8601, UTC). */
  now: z.string(),
  /** True while a set instant is in force rather than real time. */
  is_set: z.boolean(),
});

/**
 * Development only: e2e tests move the server clock outside 08:00–22:00 India time to check the
 * contact rules (DESIGN.md §5.3). Registered next to the outbox and, like it, absent in production.
 */
export async function devClockRoutes(app: FastifyInstance) {
  // It moves contact hours for everyone: this machine only (issue 10).
  app.addHook('onRequest', loopbackOnly);
  const answer = () => ({ now: app.clock().toISOString(), is_set: app.serverClock.isSet });

  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/dev/clock', { schema: { tags: ['development'], response: { 200: clockSchema } } }, async () =>
      answer(),
    );

  app.withTypeProvider<ZodTypeProvider>().put(
    '/dev/clock',
    {
      schema: {
        tags: ['development'],
        description:
          'Sets the server clock to `now` (it keeps ticking from there); null returns to real time.',
        body: z.object({ now: z.iso.datetime({ offset: true }).nullable() }),
        response: { 200: clockSchema },
      },
    },
    async (request) => {
      const { now } = request.body;
      app.serverClock.set(now === null ? null : new Date(now));
      return answer();
    },
  );
}
