import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assertSafeKey, contentTypeOf, type MediaStore } from '@rishta/db';
import { notFound, HttpError } from '../lib/http-error';

export interface MediaUrls {
  /** A short-lived signed URL for a stored file (DESIGN.md §5.4). */
  url(key: string, ttlSeconds?: number): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaStore;
    mediaUrls: MediaUrls;
  }
}

const DEFAULT_TTL = 60 * 60;

/** Rounds expiry up to the hour so the same file keeps one URL for a while and caches well. */
function expiryFor(ttlSeconds: number, now = Date.now()): number {
  const hour = 3600;
  return Math.ceil((now / 1000 + ttlSeconds) / hour) * hour;
}

export const mediaPlugin = fp(async (app: FastifyInstance, opts: { store: MediaStore; secret: string }) => {
  const sign = (key: string, expires: number) =>
    createHmac('sha256', opts.secret).update(`${key}\n${expires}`).digest('base64url').slice(0, 32);

  app.decorate('media', opts.store);
  app.decorate('mediaUrls', {
    url(key: string, ttlSeconds = DEFAULT_TTL) {
      const e = expiryFor(ttlSeconds);
      return `/api/media/${key}?e=${e}&s=${sign(key, e)}`;
    },
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/media/*',
    {
      schema: {
        hide: true,
        querystring: z.object({ e: z.coerce.number().int(), s: z.string() }),
      },
    },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const { e, s } = request.query;
      try {
        assertSafeKey(key);
      } catch {
        throw notFound();
      }
      const expected = Buffer.from(sign(key, e));
      const given = Buffer.from(s);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new HttpError(403, { detail: 'Invalid signature.' });
      }
      if (e * 1000 < Date.now()) throw new HttpError(403, { detail: 'This link has expired.' });
      const data = await opts.store.get(key);
      if (!data) throw notFound();
      const maxAge = Math.max(0, Math.floor(e - Date.now() / 1000));
      return reply
        .header('content-type', contentTypeOf(key))
        .header('cache-control', `private, max-age=${maxAge}, immutable`)
        .header('x-content-type-options', 'nosniff')
        .send(data);
    },
  );
});
