import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import { createTestApp, type TestAppOptions, type TestContext } from './test-app';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix of this test file's own: Redis is shared with other runs and projects here. */
export const testRedisPrefix = () => `rishta-test-${randomUUID()}`;

export interface TwoProcesses {
  ctx: TestContext;
  /** A second app over the same database and Redis: another process behind the load balancer. */
  second: FastifyInstance;
  /** Closes both apps and removes the prefix's keys from Redis. */
  close(): Promise<void>;
}

/**
 * Two apps over one database and one Redis stand for two API processes: each has its own
 * Fastify instance, memory and Redis connection, so only what goes through Redis is shared.
 */
export async function twoProcessesOnRedis(
  prefix: string,
  options: Omit<TestAppOptions, 'env'> = {},
): Promise<TwoProcesses> {
  const env = { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix };
  const ctx = await createTestApp({ ...options, env });
  const second = await buildApp({
    config: testConfig(env),
    db: ctx.handle,
    media: ctx.media,
    mediaSecret: randomBytes(32).toString('hex'),
  });
  await second.ready();
  return {
    ctx,
    second,
    async close() {
      await second.close();
      await ctx.close();
      const redis = new Redis(TEST_REDIS_URL);
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    },
  };
}
