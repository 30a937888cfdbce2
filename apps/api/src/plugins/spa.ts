import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { appShellHtml } from '../services/pages/app-shell';
import { loadPageRenderer, type PageRenderer } from '../services/pages/page-renderer';
import { pageLanguage, signedIn } from '../services/pages/page-language';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a page of the web app: drawn on the server where it can be, else the app shell. */
    sendAppPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  }
}

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
    // One route per built file, listed once at start: the wildcard route instead checked each
    // request's spelling against its folder (a readdir of the 1,700 files in assets/, twice with
    // the precompressed variants), which was the largest part of the server's CPU under the e2e.
    // The build is done before the server starts, so no file appears later.
    wildcard: false,
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

  const renderer: PageRenderer | null = await loadPageRenderer(app, { webDist: opts.root, log: app.log });
  const shell = appShellHtml(opts.root);
  app.decorate('sendAppPage', async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache');
    // A page is drawn for a logged-out visitor only: the app would replace it for a logged-in one.
    const html = signedIn(request) ? null : await renderer?.render(request.url, pageLanguage(request));
    if (!html)
      return shell ? reply.type('text/html; charset=utf-8').send(shell) : reply.sendFile('index.html');
    // The same address is drawn per language: a cache between us and the phone must keep them apart.
    return reply.header('vary', 'Cookie, Accept-Language').type('text/html; charset=utf-8').send(html);
  });
  app.get('/', (request, reply) => app.sendAppPage(request, reply));
});
