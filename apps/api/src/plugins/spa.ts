import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built web app, precompressed where the build compressed it. Hashed assets are cached for a year; index.html, the service worker
 * and the manifest are revalidated on every load so a new release reaches users at once.
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  if (!existsSync(join(opts.root, 'index.html'))) {
    app.log.warn({ root: opts.root }, 'web app is not built; run `npm run build` to serve it');
    return;
  }
  await app.register(fastifyStatic, {
    root: opts.root,
    index: false,
    wildcard: true,
    cacheControl: false,
    // The build writes `.br` and `.gz` beside each file (apps/web/scripts/precompress.mjs): they go
    // out as they are, to a browser that accepts them, rather than compressed per request.
    preCompressed: true,
    // @fastify/static 10 passes the reply here, not the raw response.
    setHeaders(reply: unknown, path: string) {
      const hashed = path.startsWith(join(opts.root, 'assets'));
      (reply as FastifyReply).header(
        'cache-control',
        hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
});
