import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@rishta/domain';
import { isDatabaseUnavailable } from '../src/lib/database-unavailable';
import { authHeaders, createTestApp, demoPair, type TestContext, type TestPerson } from './helpers/test-app';

describe('what counts as the database being unavailable', () => {
  it('recognises lost connections, also wrapped by the query builder, and nothing else', () => {
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    expect(isDatabaseUnavailable(terminated)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: terminated }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax'), { code: '42601' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });
});

// Losing the server's connections can only happen on a real PostgreSQL server (CI runs the API
// suite there too); the embedded database lives inside the process.
describe.runIf(process.env.DATABASE_URL)('when PostgreSQL drops or refuses connections', () => {
  let ctx: TestContext;
  let admin: pg.Client;
  let database: string;
  let man: TestPerson;

  beforeAll(async () => {
    // The state list stands for any database read: the server must not answer it from its cache.
    ctx = await createTestApp({ env: { CACHE_TTL_SECONDS: '0' }, profiles: 2 });
    ({ man } = await demoPair(ctx.handle));
    const { rows } = await ctx.handle.pool!.query<{ name: string }>('select current_database() as name');
    database = rows[0]!.name;
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.query(`alter database ${database} allow_connections true`);
    await admin.end();
    await ctx.close();
  });

  const terminateBackends = () =>
    admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [database]);
  const stateList = () => ctx.app.inject('/api/profiles/state-list/');

  it('keeps serving after its connections are terminated, in the same process', async () => {
    // Open several pooled connections so that idle ones are killed under the pool.
    await Promise.all([stateList(), stateList(), stateList(), ctx.app.inject('/api/ready')]);
    await terminateBackends();
    // Idle connections die with an 'error' event; unhandled, it would end this very process.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await stateList());
    // A request may still pick a connection that died mid-flight; it gets a clean 503, and the
    // ones after it succeed.
    expect(answers.map((a) => a.statusCode).every((code) => code === 200 || code === 503)).toBe(true);
    expect(answers.at(-1)!.statusCode).toBe(200);
    expect((await ctx.app.inject('/api/ready')).statusCode).toBe(200);
  });

  it('answers 503 in the usual shape while the database is unreachable, and recovers', async () => {
    await admin.query(`alter database ${database} allow_connections false`);
    await terminateBackends();
    const ready = await ctx.app.inject('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ detail: MESSAGES.serviceUnavailable, code: 'serviceUnavailable' });
    const list = await stateList();
    expect(list.statusCode).toBe(503);
    expect(list.json()).toEqual({ detail: MESSAGES.serviceUnavailable, code: 'serviceUnavailable' });
    expect(list.headers['retry-after']).toBe('5');
    // A write too (issue 33: a profile update during an outage once answered 500).
    const update = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/profiles/update/${man.profile.id}/`,
      payload: { expectation_proposal: 'Write to my father first.' },
      headers: authHeaders(man.token),
    });
    expect(update.statusCode).toBe(503);
    expect(update.json()).toEqual({ detail: MESSAGES.serviceUnavailable, code: 'serviceUnavailable' });
    expect(update.headers['retry-after']).toBe('5');

    await admin.query(`alter database ${database} allow_connections true`);
    let recovered = 0;
    for (let tries = 0; tries < 50 && recovered !== 200; tries += 1) {
      recovered = (await ctx.app.inject('/api/ready')).statusCode;
      if (recovered !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(recovered).toBe(200);
    expect((await stateList()).statusCode).toBe(200);
  });
});
