// Issue 15: with REDIS_URL, an admin change made through one API process drops the copies every
// other process keeps (a version per cache key in Redis). Two apps over one database and one Redis
// stand for two processes behind a load balancer: each has its own memory, so only Redis can tell
// the second about the first's change. And with Redis unreachable, nothing fails: the calls read
// the database.
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { blockedKeywords, maslaks, successStories } from '@rishta/db';
import { signedInStaff, type TestStaff } from './helpers/staff';
import { authHeaders, createTestApp, type TestContext } from './helpers/test-app';
import { testRedisPrefix, twoProcessesOnRedis, type TwoProcesses } from './helpers/two-processes';

const REDIS_PREFIX = testRedisPrefix();

const get = async <T>(app: FastifyInstance, url: string): Promise<T> => {
  const res = await app.inject(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const asAdmin = (
  app: FastifyInstance,
  admin: TestStaff,
  method: 'POST' | 'PUT',
  url: string,
  payload: object,
) => app.inject({ method, url, headers: authHeaders(admin.token), payload });

describe('two API processes sharing one Redis', () => {
  let processes: TwoProcesses;
  let ctx: TestContext;
  let second: FastifyInstance;
  let admin: TestStaff;

  beforeAll(async () => {
    processes = await twoProcessesOnRedis(REDIS_PREFIX, { content: true });
    ({ ctx, second } = processes);
    admin = await signedInStaff(ctx, 'admin');
  });
  afterAll(() => processes.close());

  it('shows a blocked keyword added through the first at once in the second', async () => {
    const before = await get<{ keyword: string }[]>(second, '/api/configs/blocked-keywords/');
    await get(ctx.app, '/api/configs/blocked-keywords/');
    // The second keeps its copy: a row added behind its back does not show...
    await ctx.handle.db.insert(blockedKeywords).values({ keyword: 'added behind the cache' });
    expect(await get(second, '/api/configs/blocked-keywords/')).toEqual(before);

    // ...until an admin's change through the first drops it there too.
    const added = await asAdmin(ctx.app, admin, 'POST', '/api/admin/content/blocked-keywords/', {
      keyword: 'marriage bureau',
    });
    expect(added.statusCode, added.body).toBe(201);
    for (const app of [second, ctx.app]) {
      const after = await get<{ keyword: string }[]>(app, '/api/configs/blocked-keywords/');
      expect(after).toContainEqual({ keyword: 'marriage bureau' });
      expect(after).toContainEqual({ keyword: 'added behind the cache' });
    }
  });

  it('shows a success story edited through the first at once in the second', async () => {
    const [story] = await get<{ id: number; name: string }[]>(second, '/api/configs/success-stories/');
    const edited = await asAdmin(ctx.app, admin, 'PUT', `/api/admin/content/stories/${story!.id}/`, {
      name: 'Renamed by the admin',
      short_description: 'Met here.',
      description: 'A simple nikah.',
      youtube_code: 'dQw4w9WgXcQ',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await get(second, '/api/configs/success-stories/')).toContainEqual(
      expect.objectContaining({ id: story!.id, name: 'Renamed by the admin' }),
    );
  });

  it('still keeps answers in each process between changes', async () => {
    const before = await get<{ id: number }[]>(second, '/api/configs/success-stories/');
    await ctx.handle.db.delete(successStories).where(eq(successStories.id, before[0]!.id));
    expect(await get(second, '/api/configs/success-stories/')).toEqual(before);
  });
});

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('with Redis unreachable', () => {
  let ctx: TestContext;
  let admin: TestStaff;

  beforeAll(async () => {
    ctx = await createTestApp({
      env: { REDIS_URL: `redis://127.0.0.1:${await closedPort()}`, REDIS_PREFIX },
    });
    admin = await signedInStaff(ctx, 'admin');
  });
  afterAll(() => ctx.close());

  it('answers from the database, so no other process’s change can be missed', async () => {
    const [first] = await get<{ id: number; name: string }[]>(ctx.app, '/api/profiles/maslak-list/');
    await ctx.handle.db.update(maslaks).set({ name: 'Renamed' }).where(eq(maslaks.id, first!.id));
    expect((await get<{ name: string }[]>(ctx.app, '/api/profiles/maslak-list/'))[0]).toEqual({
      id: first!.id,
      name: 'Renamed',
    });
  });

  it('saves an admin change and shows it', async () => {
    const added = await asAdmin(ctx.app, admin, 'POST', '/api/admin/content/blocked-keywords/', {
      keyword: 'marriage bureau',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(await get(ctx.app, '/api/configs/blocked-keywords/')).toContainEqual({
      keyword: 'marriage bureau',
    });
  });
});
