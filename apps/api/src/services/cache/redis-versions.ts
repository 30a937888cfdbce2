import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { CacheKey } from './cache';
import type { SharedVersions } from './shared-versions';

export interface RedisVersionsOptions {
  url: string;
  /** REDIS_PREFIX: several sites or test runs can share one Redis. */
  prefix: string;
  log: FastifyBaseLogger;
}

/**
 * The versions as Redis counters, `<prefix>:cache:<key>`, bumped with INCR (a missing counter is
 * version 0). The cache asks on every read, so a down Redis must answer at once: commands are not
 * queued while disconnected and give up after half a second; the cache then reads the database.
 */
export async function redisVersions(options: RedisVersionsOptions): Promise<SharedVersions> {
  const { log } = options;
  const redis = new Redis(options.url, {
    lazyConnect: true,
    connectTimeout: 2_000,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 500,
  });
  // One warning per outage, not one per reconnection attempt or failed read.
  let down = false;
  const failed = (error: unknown) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, 'cache: Redis unavailable; reading the database until it is back');
  };
  const answered = () => {
    if (!down) return;
    down = false;
    log.info('cache: Redis back');
  };
  redis.on('error', failed);
  // Starting without Redis is allowed: ioredis keeps reconnecting, and meanwhile reads go through.
  await redis.connect().catch(failed);

  const counter = (key: CacheKey) => `${options.prefix}:cache:${key}`;
  const command = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      const result = await run();
      answered();
      return result;
    } catch (error) {
      failed(error);
      throw error;
    }
  };
  return {
    read: async (key) => (await command(() => redis.get(counter(key)))) ?? '0',
    bump: async (key) => {
      await command(() => redis.incr(counter(key)));
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
