import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * API answers carry personal data (profiles, contacts, proposals, tokens) unless a route says
 * otherwise: no browser, proxy or shared phone may keep a copy. Public reference lists set their
 * own caching, which this leaves alone.
 */
export const noStorePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
});
