import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { outbox } from '@rishta/db';
import { MESSAGES } from '@rishta/domain';
import { loadConfig } from '../src/config';
import { createTestApp, type TestContext } from './helpers/test-app';
import { outboxTransport } from '../src/services/notifications/transports/outbox-transport';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('health', () => {
  it('reports ok once migrations ran, and ready when the database answers', async () => {
    const health = await ctx.app.inject('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await ctx.app.inject('/api/ready/');
    // Without a replica the public reads are on the primary, and readiness says so.
    expect(ready.json()).toEqual({ status: 'ok', reads: 'primary' });
  });

  it('is not ready while the schema is older than the code’s migrations, or missing (issue 33)', async () => {
    const db = ctx.handle.db;
    const notReady = async () => {
      const res = await ctx.app.inject('/api/ready');
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toMatchObject({ code: 'serviceUnavailable' });
    };
    // The newest migration not applied: a database nobody migrated to this version.
    const newest = await db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at`,
    );
    const [row] = (newest as unknown as { rows: { hash: string; created_at: string }[] }).rows;
    try {
      await notReady();
      // No migrations table at all: an empty database.
      await db.execute(sql`alter table drizzle.__drizzle_migrations rename to migrations_hidden`);
      try {
        await notReady();
      } finally {
        await db.execute(sql`alter table drizzle.migrations_hidden rename to __drizzle_migrations`);
      }
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row!.hash}, ${row!.created_at})`,
      );
    }
    expect((await ctx.app.inject('/api/ready')).statusCode).toBe(200);
    // Liveness is about the process, whatever the schema.
    expect((await ctx.app.inject('/api/health')).statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it("sends helmet's headers with our content security policy on answers and errors alike", async () => {
    for (const url of ['/api/health', '/api/no-such-thing']) {
      const res = await ctx.app.inject(url);
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy']).toContain('frame-src https://www.youtube-nocookie.com');
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'no-referrer',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
      });
      // Off on purpose: YouTube's player is embedded cross-origin.
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });
});

describe('errors', () => {
  it('answers unknown API paths with a 404 detail, not the web app', async () => {
    const res = await ctx.app.inject('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: MESSAGES.apiNotFound, code: 'apiNotFound' });
  });

  it('answers an unknown token with 401 Invalid token. on any endpoint', async () => {
    for (const url of ['/api/health', '/api/configs/blogs', '/api/profiles/new-profiles/']) {
      const res = await ctx.app.inject({ url, headers: { authorization: 'Token not-a-real-token' } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: MESSAGES.invalidToken, code: 'invalidToken' });
    }
  });

  it('treats an empty authorization header as a visitor', async () => {
    const res = await ctx.app.inject({ url: '/api/health', headers: { authorization: '' } });
    expect(res.statusCode).toBe(200);
  });

  it('answers malformed JSON with a 400 detail', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/configs/feedback/',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('detail');
    expect(res.body).not.toContain('at ');
  });
});

describe('development outbox', () => {
  it('returns messages for one recipient, newest first', async () => {
    const outbox = outboxTransport(ctx.handle.db);
    const otp = (id: number, to: string, code: string) =>
      outbox.send({
        id,
        kind: 'otp',
        channel: to.includes('@') ? 'email' : 'sms',
        to,
        locale: 'en',
        params: { code, minutes: 10 },
      });
    await otp(1, '9876543210', '111111');
    await otp(2, '9876543210', '222222');
    await otp(3, 'someone@example.com', '333333');
    const res = await ctx.app.inject('/api/dev/outbox?to=9876543210');
    expect(res.statusCode).toBe(200);
    const { results } = res.json() as { results: { to: string; body: string; channel: string }[] };
    expect(results.map((r) => r.body)).toEqual([
      'Your Rishta OTP is 222222. It is valid for 10 minutes. Do not share it with anyone.',
      'Your Rishta OTP is 111111. It is valid for 10 minutes. Do not share it with anyone.',
    ]);
    expect(results.every((r) => r.to === '9876543210' && r.channel === 'sms')).toBe(true);
  });

  it('requires a recipient', async () => {
    const res = await ctx.app.inject('/api/dev/outbox');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('to');
  });

  it('answers only requests made on this machine, never through a proxy or from outside', async () => {
    await ctx.app.inject('/api/dev/outbox?to=9876543210');
    for (const request of [
      { url: '/api/dev/outbox?to=9876543210', remoteAddress: '203.0.113.7' },
      { url: '/api/dev/outbox?to=9876543210', headers: { 'x-forwarded-for': '203.0.113.7' } },
      { url: '/api/dev/outbox?to=9876543210', headers: { forwarded: 'for=203.0.113.7' } },
      { url: '/api/dev/clock', remoteAddress: '203.0.113.7' },
      { url: '/api/dev/clock', headers: { 'x-forwarded-for': '127.0.0.1' } },
    ]) {
      const res = await ctx.app.inject(request);
      expect(res.statusCode, JSON.stringify(request)).toBe(403);
      expect(res.json()).toEqual({ detail: MESSAGES.localOnly, code: 'localOnly' });
      expect(res.body).not.toContain('OTP');
    }
    const moved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/dev/clock',
      payload: { now: '2026-03-10T20:00:00Z' },
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(moved.statusCode).toBe(403);
    expect((await ctx.app.inject('/api/dev/clock')).json()).toMatchObject({ is_set: false });
  });

  it('refuses to start in production without an SMS/e-mail choice, naming NOTIFIER', () => {
    const env = {
      NODE_ENV: 'production',
      MEDIA_SECRET: 'x'.repeat(40),
      EMBEDDED_DB: 'true',
      LOG_LEVEL: 'silent',
    };
    expect(() => loadConfig(env)).toThrow(/NOTIFIER/);
    expect(loadConfig({ ...env, NOTIFIER: 'outbox' }).notifier).toMatchObject({
      sms: 'outbox',
      email: 'outbox',
    });
  });

  it('takes the PostgreSQL pool size from DATABASE_POOL_SIZE, 10 by default, and names a bad one', () => {
    expect(loadConfig({ LOG_LEVEL: 'silent' }).DATABASE_POOL_SIZE).toBe(10);
    expect(loadConfig({ LOG_LEVEL: 'silent', DATABASE_POOL_SIZE: '25' }).DATABASE_POOL_SIZE).toBe(25);
    expect(() => loadConfig({ LOG_LEVEL: 'silent', DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('does not exist in production', async () => {
    const prod = await createTestApp({
      env: { NODE_ENV: 'production', MEDIA_SECRET: 'x'.repeat(40), NOTIFIER: 'outbox', EMBEDDED_DB: 'true' },
    });
    try {
      await prod.handle.db.insert(outbox).values({ recipient: '9876543210', channel: 'sms', body: 'secret' });
      const res = await prod.app.inject('/api/dev/outbox?to=9876543210');
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('GET /api/metrics', () => {
  it('exports the event-loop delay to this machine only', async () => {
    const res = await ctx.app.inject('/api/metrics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    const outside = await ctx.app.inject({ url: '/api/metrics', remoteAddress: '203.0.113.7' });
    expect(outside.statusCode).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('documents the routes at /api/docs', async () => {
    const res = await ctx.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const spec = res.json() as { paths: Record<string, unknown> };
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/summary',
        '/api/book/list',
        '/api/configs/feedback',
        '/api/profiles/city-list',
      ]),
    );
  });
});
