// Issue 10 item 6: with REDIS_URL, two API processes count rate limits and login failures together.
// Two apps over one database and one Redis stand for two processes behind a load balancer: each has
// its own Fastify instance, memory and Redis connection, so only the shared store can join counts.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { MESSAGES } from '@rishta/domain';
import { DEMO_PASSWORD } from '@rishta/db/seed';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { createTestApp, type TestContext } from './helpers/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// Our own key prefix: Redis is shared with other runs and projects on this machine.
const REDIS_PREFIX = `rishta-test-${randomUUID()}`;

let ctx: TestContext;
let second: FastifyInstance;
let ip = 0;

const post = (app: FastifyInstance, url: string, payload: object, remoteAddress = `10.77.0.${++ip}`) =>
  app.inject({ method: 'POST', url, payload, remoteAddress });

beforeAll(async () => {
  const env = { REDIS_URL, REDIS_PREFIX };
  ctx = await createTestApp({ profiles: 2, env });
  second = await buildApp({
    config: testConfig(env),
    db: ctx.handle,
    media: ctx.media,
    mediaSecret: randomBytes(32).toString('hex'),
  });
  await second.ready();
});

afterAll(async () => {
  await second.close();
  await ctx.close();
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${REDIS_PREFIX}:*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

describe('limits shared through Redis', () => {
  it('locks a username after ten failures spread over both processes', async () => {
    for (let i = 0; i < 10; i += 1) {
      const app = i % 2 === 0 ? ctx.app : second;
      const res = await post(app, '/api/profiles/login/', { username: '9000000002', password: `wrong-${i}` });
      expect(res.statusCode).toBe(400);
    }
    for (const app of [ctx.app, second]) {
      const locked = await post(app, '/api/profiles/login/', {
        username: '9000000002',
        password: DEMO_PASSWORD,
      });
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({ detail: MESSAGES.loginLocked, code: 'loginLocked' });
    }
  });

  it('counts one address across both processes', async () => {
    const from = '192.0.2.77';
    for (let i = 0; i < 20; i += 1) {
      const app = i % 2 === 0 ? ctx.app : second;
      const res = await post(app, '/api/profiles/verify-user/', { username: '9000000001' }, from);
      expect(res.statusCode).toBe(200);
    }
    expect(
      (await post(second, '/api/profiles/verify-user/', { username: '9000000001' }, from)).statusCode,
    ).toBe(429);
  });
});
