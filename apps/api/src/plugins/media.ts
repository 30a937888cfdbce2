import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assertSafeKey, contentTypeOf, type MediaStore } from '@rishta/db';
import { PHOTO_URL_MAX_LIFETIME_SECONDS, PHOTO_URL_STEP_SECONDS } from '@rishta/domain';
import { forbidden, notFound } from '../lib/http-error';

import type { MediaUrls } from '../lib/media-urls';

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaStore;
    mediaUrls: MediaUrls;
  }
}

const DEFAULT_TTL = PHOTO_URL_MAX_LIFETIME_SECONDS - PHOTO_URL_STEP_SECONDS;

/** Links kept at most (~150 bytes each with their keys). */
const MAX_KEPT_LINKS = 100_000;

/** Staff links (documents, clear photos) live this long or less, and round only to the minute. */
const SHORT_TTL = 5 * 60;

/**
 * Rounds expiry up to a step so the same file keeps one URL for a while and caches well; long
 * lifetimes (public content) round to the hour, short ones (staff links) to the minute so they stay
 * short.
 */
function expiryFor(ttlSeconds: number, nowMs: number): number {
  const step = ttlSeconds <= SHORT_TTL ? 60 : ttlSeconds <= DEFAULT_TTL ? PHOTO_URL_STEP_SECONDS : 3600;
  return Math.ceil((nowMs / 1000 + ttlSeconds) / step) * step;
}

export const mediaPlugin = fp(async (app: FastifyInstance, opts: { store: MediaStore; secret: string }) => {
  const sign = (key: string, expires: number) =>
    createHmac('sha256', opts.secret).update(`${key}\n${expires}`).digest('base64url').slice(0, 32);
  const signedLink = (key: string, expires: number) =>
    `/api/media/${key}?e=${expires}&s=${sign(key, expires)}`;
  // A link stays the same for a step (expiryFor), and a list page signs one per card with a photo,
  // so links are kept until their expiry moves on; a new step starts the store afresh.
  let linksFor = 0;
  let links = new Map<string, string>();
  const link = (key: string, expires: number) => {
    if (expires !== linksFor || links.size >= MAX_KEPT_LINKS) [linksFor, links] = [expires, new Map()];
    let url = links.get(key);
    if (url === undefined) {
      url = signedLink(key, expires);
      links.set(key, url);
    }
    return url;
  };

  app.decorate('media', opts.store);
  app.decorate('mediaUrls', {
    url(key: string, ttlSeconds = DEFAULT_TTL) {
      // The app clock (registered before this plugin) signs and checks, so both agree.
      const e = expiryFor(ttlSeconds, app.clock().getTime());
      return ttlSeconds === DEFAULT_TTL ? link(key, e) : signedLink(key, e);
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
        throw forbidden('invalidSignature');
      }
      if (e * 1000 < app.clock().getTime()) throw forbidden('linkExpired');
      const data = await opts.store.get(key);
      if (!data) throw notFound();
      const maxAge = Math.max(0, Math.floor(e - app.clock().getTime() / 1000));
      return reply
        .header('content-type', contentTypeOf(key))
        .header('cache-control', `private, max-age=${maxAge}, immutable`)
        .header('x-content-type-options', 'nosniff')
        .send(data);
    },
  );
});
