import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Cache } from '../services/cache/cache';
import { createCache } from '../services/cache/create-cache';
import { redisVersions } from '../services/cache/redis-versions';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reference lists, the home summary and content lists, kept briefly (services/cache). */
    cache: Cache;
  }
}

export interface CachePluginOptions {
  ttlSeconds: number;
  /** With REDIS_URL an admin change in one API process drops the copies kept by the others. */
  redisUrl?: string;
  prefix: string;
}

/** Decorates `app.cache`; registered after the clock plugin, whose time it keeps answers by. */
export const cachePlugin = fp(async (app: FastifyInstance, opts: CachePluginOptions) => {
  const shared = opts.redisUrl
    ? await redisVersions({ url: opts.redisUrl, prefix: opts.prefix, log: app.log })
    : undefined;
  const cache = createCache({ ttlMs: opts.ttlSeconds * 1000, now: () => app.clock().getTime(), shared });
  app.decorate('cache', cache);
  app.addHook('onClose', async () => cache.close());
});
