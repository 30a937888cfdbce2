// Issue 15, "never pile up" and "past one database": the public reads go through app.readDb (a
// pool of their own with a statement time limit, or a read replica), a read whose client left is
// cancelled, and an overloaded process or read pool answers 503 + Retry-After at once. What only a
// PostgreSQL server has (time limits, cancelling, a replica) is in read-path-postgres.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createTestApp, type TestContext } from './helpers/test-app';
import { eventually, expectBusy } from './helpers/read-path';

describe('read path configuration', () => {
  it('has defaults that keep 50 concurrent readers of a 10-connection pool queued, not refused', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.LIST_STATEMENT_TIMEOUT_MS).toBe(2000);
    expect(config.READ_QUEUE_LIMIT).toBe(200);
    expect(config.DATABASE_READ_POOL_SIZE).toBe(config.DATABASE_POOL_SIZE);
    expect(loadConfig({ DATABASE_POOL_SIZE: '7' }).DATABASE_READ_POOL_SIZE).toBe(7);
    expect(
      loadConfig({ DATABASE_POOL_SIZE: '7', DATABASE_READ_POOL_SIZE: '3' }).DATABASE_READ_POOL_SIZE,
    ).toBe(3);
  });

  it('sheds on a slow event loop by default on PostgreSQL only: PGlite queries run on that loop', () => {
    expect(loadConfig({}).MAX_EVENT_LOOP_DELAY_MS).toBe(0);
    expect(loadConfig({ DATABASE_URL: 'postgres://primary/rishta' }).MAX_EVENT_LOOP_DELAY_MS).toBe(1000);
    expect(loadConfig({ MAX_EVENT_LOOP_DELAY_MS: '250' }).MAX_EVENT_LOOP_DELAY_MS).toBe(250);
  });

  it('takes a read replica only beside a primary server, and only as a postgres:// URL', () => {
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://replica/rishta' })).toThrow(/DATABASE_READ_URL/);
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://primary/rishta', DATABASE_READ_URL: 'mysql://replica/rishta' }),
    ).toThrow(/DATABASE_READ_URL/);
    expect(() => loadConfig({ LIST_STATEMENT_TIMEOUT_MS: '0' })).toThrow(/LIST_STATEMENT_TIMEOUT_MS/);
  });
});

describe('the read database', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('is the one embedded database on PGlite, and a pool of its own on PostgreSQL', async () => {
    if (ctx.handle.kind === 'pglite') expect(ctx.app.readDb).toBe(ctx.app.db);
    else expect(ctx.app.readDbHandle.pool).not.toBe(ctx.handle.pool);
    const res = await ctx.app.inject('/api/profiles/state-list/?country=IN');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(36);
  });
});

describe('load shedding when the event loop is overloaded', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { MAX_EVENT_LOOP_DELAY_MS: '5' } });
  });
  afterAll(() => ctx.close());

  it('answers 503 + Retry-After at once, while health and readiness still answer', async () => {
    // Holds this thread for two seconds, as a burst of work too big for the process would.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2000);
    await eventually(() => ctx.app.isUnderPressure(), 'the process sees its own overload');
    expectBusy(await ctx.app.inject('/api/profiles/country-list/'), 'serviceBusy');
    expect((await ctx.app.inject('/api/health')).statusCode).toBe(200);
    expect((await ctx.app.inject('/api/ready')).statusCode).toBe(200);
  });
});
