import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { loopbackOnly } from '../../lib/loopback';

/**
 * Prometheus metrics for whoever runs the site: the process's memory, CPU, handles and, above all,
 * the event-loop delay (`nodejs_eventloop_lag_p99_seconds` and friends): a request that holds the
 * loop shows there before users notice (issue 10). Answered on this machine only, where the
 * scraper or an SSH tunnel runs; nothing personal is in it.
 */
export async function metricsRoutes(app: FastifyInstance) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  app.addHook('onRequest', loopbackOnly);
  app.get(
    '/metrics',
    { schema: { tags: ['system'], description: 'Prometheus metrics (this machine only).' } },
    async (_request, reply) =>
      reply.header('content-type', registry.contentType).send(await registry.metrics()),
  );
}
