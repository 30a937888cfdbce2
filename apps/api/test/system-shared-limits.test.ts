// Issue 10 item 6: with REDIS_URL, two API processes count rate limits and login failures together.
// Two apps over one database and one Redis stand for two processes behind a load balancer: each has
// its own Fastify instance, memory and Redis connection, so only the shared store can join counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@rishta/domain';
import { DEMO_PASSWORD } from '@rishta/db/seed';
import type { TestContext } from './helpers/test-app';
import { testRedisPrefix, twoProcessesOnRedis, type TwoProcesses } from './helpers/two-processes';

let processes: TwoProcesses;
let ctx: TestContext;
let second: FastifyInstance;
let ip = 0;

const post = (app: FastifyInstance, url: string, payload: object, remoteAddress = `10.77.0.${++ip}`) =>
  app.inject({ method: 'POST', url, payload, remoteAddress });

beforeAll(async () => {
  processes = await twoProcessesOnRedis(testRedisPrefix(), { profiles: 2 });
  ({ ctx, second } = processes);
});

afterAll(() => processes.close());

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
