// Issue 15 on a PostgreSQL server: statement time limits, cancelling a backend whose reader left,
// a busy read pool, and a read replica (DATABASE_READ_URL). PGlite is one connection inside the
// process and has none of these (read-path.test.ts covers what both databases do).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb, DiskMediaStore, profiles, profileVisits, type DbHandle } from '@rishta/db';
import { ensureReferenceData, insertDemoProfiles } from '@rishta/db/seed';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { withCancelOnDisconnect } from '../src/lib/cancel-on-disconnect';
import { dbPlugin } from '../src/plugins/db';
import { errorsPlugin } from '../src/plugins/errors';
import { createTestApp, demoPair, authHeaders, type TestContext, type TestPerson } from './helpers/test-app';
import { createTestDb } from './helpers/test-db';
import { eventually, expectBusy, rowsOf } from './helpers/read-path';

const SERVER_URL = process.env.DATABASE_URL;

describe.runIf(SERVER_URL)('the read path on PostgreSQL', () => {
  /** A connection of the test's own to `url`, to hold locks and watch pg_stat_activity. */
  async function connect(url: string) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return client;
  }

  /** Makes every read of `table` wait (as a slow query would) until `release()`. */
  async function lockTable(url: string, table: string) {
    const client = await connect(url);
    await client.query('begin');
    await client.query(`lock table ${table} in access exclusive mode`);
    return {
      release: async () => {
        await client.query('rollback');
        await client.end();
      },
    };
  }

  /**
   * The profile page's read of the profile with its photos, which a locked photos table holds up.
   * pg_stat_activity keeps a statement's first 1,024 bytes: its start, not its photos subquery.
   */
  const PROFILE_READ = 'select "id", "account_id", "slug", %';

  async function activeQueries(watcher: pg.Client, like: string) {
    const { rows } = await watcher.query<{ pid: number; wait: string | null }>(
      `select pid, wait_event_type as wait from pg_stat_activity
        where datname = current_database() and state = 'active' and query like $1 and pid <> pg_backend_pid()`,
      [like],
    );
    return rows;
  }

  async function backendAlive(watcher: pg.Client, pid: number) {
    const { rows } = await watcher.query('select 1 from pg_stat_activity where pid = $1', [pid]);
    return rows.length > 0;
  }

  describe('statement time limit', () => {
    let ctx: TestContext;
    let man: TestPerson;
    let woman: TestPerson;
    beforeAll(async () => {
      ctx = await createTestApp({ profiles: 2, env: { LIST_STATEMENT_TIMEOUT_MS: '100' } });
      ({ man, woman } = await demoPair(ctx.handle));
    });
    afterAll(() => ctx.close());

    it('stops a read that runs too long, but never a write-side statement', async () => {
      await expect(ctx.app.readDb.execute(sql`select pg_sleep(1)`)).rejects.toMatchObject({
        cause: expect.objectContaining({ code: '57014' }) as unknown,
      });
      await expect(ctx.app.db.execute(sql`select pg_sleep(0.3)`)).resolves.toBeDefined();
      const setting = async (db: typeof ctx.app.db, name: 'statement_timeout' | 'jit') =>
        (await rowsOf<Record<string, string>>(db, `show ${name}`))[0]?.[name];
      expect(await setting(ctx.app.readDb, 'statement_timeout')).toBe('100ms');
      expect(await setting(ctx.app.readDb, 'jit')).toBe('off');
      expect(await setting(ctx.app.db, 'statement_timeout')).toBe('0');
    });

    it('answers a profile whose read ran out of time with 503, a code and Retry-After', async () => {
      // The other person's photos are read from the read pool; a lock makes that read wait.
      const lock = await lockTable(ctx.handle.databaseUrl!, 'photos');
      try {
        const res = await ctx.app.inject({
          url: `/api/profiles/detail-slug/${woman.profile.slug}/?skip-update=true`,
          headers: authHeaders(man.token),
        });
        expectBusy(res, 'searchTimedOut');
      } finally {
        await lock.release();
      }
      const after = await ctx.app.inject({
        url: `/api/profiles/detail-slug/${woman.profile.slug}/?skip-update=true`,
        headers: authHeaders(man.token),
      });
      expect(after.statusCode).toBe(200);
    });
  });

  describe('a read whose client disconnects', () => {
    let handle: DbHandle;
    let drop: () => Promise<void>;
    let app: FastifyInstance;
    let watcher: pg.Client;

    beforeAll(async () => {
      ({ handle, drop } = await createTestDb());
      // The app's real database plugin and a route that reads for a long time, in a scope.
      app = Fastify();
      await app.register(errorsPlugin);
      await app.register(dbPlugin, { handle, read: { statementTimeoutMs: 60_000 } });
      app.get('/sleep', (request) =>
        withCancelOnDisconnect(request, async () => {
          await app.readDb.execute(sql`select 'cancel-probe', pg_sleep(30)`);
          return { slept: true };
        }),
      );
      await app.listen({ host: '127.0.0.1', port: 0 });
      watcher = await connect(handle.databaseUrl!);
    });
    afterAll(async () => {
      await watcher.end();
      await app.close();
      await drop();
    });

    it('is cancelled on the server, and its connection is closed rather than reused', async () => {
      const { port } = app.server.address() as { port: number };
      const aborter = new AbortController();
      const request = fetch(`http://127.0.0.1:${port}/sleep`, { signal: aborter.signal }).catch(
        (error: unknown) => error,
      );
      await eventually(
        async () => (await activeQueries(watcher, '%cancel-probe%')).length === 1,
        'the query runs',
      );
      const pid = (await activeQueries(watcher, '%cancel-probe%'))[0]!.pid;
      aborter.abort();
      expect(await request).toMatchObject({ name: 'AbortError' });
      // pg_sleep(30) would hold it for half a minute; the cancel ends it almost at once.
      await eventually(
        async () => (await activeQueries(watcher, '%cancel-probe%')).length === 0,
        'cancelled',
      );
      await eventually(async () => !(await backendAlive(watcher, pid)), 'the cancelled backend is closed');
      // The pool goes on serving.
      expect(await rowsOf(app.readDb, 'select 1 as one')).toEqual([{ one: 1 }]);
    });
  });

  describe('a busy read pool', () => {
    let ctx: TestContext;
    let man: TestPerson;
    let woman: TestPerson;
    let watcher: pg.Client;
    beforeAll(async () => {
      ctx = await createTestApp({
        profiles: 2,
        env: { DATABASE_READ_POOL_SIZE: '1', READ_QUEUE_LIMIT: '1', LIST_STATEMENT_TIMEOUT_MS: '60000' },
      });
      ({ man, woman } = await demoPair(ctx.handle));
      watcher = await connect(ctx.handle.databaseUrl!);
    });
    afterAll(async () => {
      await watcher.end();
      await ctx.close();
    });

    const open = () =>
      ctx.app.inject({
        url: `/api/profiles/detail-slug/${woman.profile.slug}/?skip-update=true`,
        headers: authHeaders(man.token),
      });

    it('lets READ_QUEUE_LIMIT requests wait and refuses the next with 503 + Retry-After', async () => {
      const lock = await lockTable(ctx.handle.databaseUrl!, 'photos');
      let first: Promise<LightMyRequestResponse> | undefined;
      let second: Promise<LightMyRequestResponse> | undefined;
      try {
        // The first holds the one read connection (waiting on the lock), the second waits for it.
        first = open();
        await eventually(
          async () => (await activeQueries(watcher, PROFILE_READ)).some((q) => q.wait === 'Lock'),
          'the first request holds the read connection',
        );
        second = open();
        await eventually(() => ctx.app.readDbHandle.pool!.waitingCount === 1, 'the second one queues');
        expectBusy(await open(), 'serviceBusy');
        // Health checks do not use the read pool.
        expect((await ctx.app.inject('/api/ready')).statusCode).toBe(200);
      } finally {
        await lock.release();
      }
      expect((await first).statusCode).toBe(200);
      expect((await second).statusCode).toBe(200);
    });

    it('cancels a profile read on the server when its reader leaves', async () => {
      await ctx.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = ctx.app.server.address() as { port: number };
      const lock = await lockTable(ctx.handle.databaseUrl!, 'photos');
      try {
        const aborter = new AbortController();
        const request = fetch(
          `http://127.0.0.1:${port}/api/profiles/detail-slug/${woman.profile.slug}/?skip-update=true`,
          { headers: authHeaders(man.token), signal: aborter.signal },
        ).catch((error: unknown) => error);
        await eventually(
          async () => (await activeQueries(watcher, PROFILE_READ)).length === 1,
          'the profile read waits',
        );
        aborter.abort();
        await request;
        // The lock is still held: only the cancel can have ended the read.
        await eventually(async () => (await activeQueries(watcher, PROFILE_READ)).length === 0, 'cancelled');
      } finally {
        await lock.release();
      }
      expect((await open()).statusCode).toBe(200);
    });
  });

  describe('DATABASE_READ_URL pointing at a second database', () => {
    let handle: DbHandle;
    let drop: () => Promise<void>;
    let replica: DbHandle;
    let replicaName: string;
    let app: FastifyInstance;
    let mediaDir: string;
    let man: TestPerson;
    let woman: TestPerson;

    /** The reference data and the demo pair, the same in both databases. */
    async function seed(db: DbHandle, media: DiskMediaStore) {
      await ensureReferenceData(db.db);
      await insertDemoProfiles(db.db, media, 0);
    }

    beforeAll(async () => {
      ({ handle, drop } = await createTestDb());
      replicaName = `rishta_replica_${process.pid}_${randomBytes(4).toString('hex')}`;
      const admin = await connect(SERVER_URL!);
      await admin.query(`create database ${replicaName} template ${inject('templateDatabase')!}`);
      await admin.end();
      const replicaUrl = Object.assign(new URL(SERVER_URL!), { pathname: `/${replicaName}` }).toString();
      replica = createDb({ databaseUrl: replicaUrl, poolSize: 2 });
      mediaDir = await mkdtemp(join(tmpdir(), 'rishta-media-'));
      const media = new DiskMediaStore(mediaDir);
      await seed(handle, media);
      await seed(replica, media);
      ({ man, woman } = await demoPair(handle));
      // What only the replica has: a changed name and one more state.
      await replica.db
        .update(profiles)
        .set({ fullName: 'Replica Ayesha' })
        .where(eq(profiles.id, woman.profile.id));
      await replica.db.execute(
        sql`insert into states (country_id, name, code)
            select id, 'Replica Pradesh', 'RP' from countries where code = 'IN'`,
      );
      app = await buildApp({
        config: testConfig({ DATABASE_URL: handle.databaseUrl!, DATABASE_READ_URL: replicaUrl }),
        db: handle,
        media,
        mediaSecret: randomBytes(32).toString('hex'),
      });
      await app.ready();
    });
    afterAll(async () => {
      await app.close();
      await replica.close();
      await drop();
      const admin = await connect(SERVER_URL!);
      await eventually(async () => {
        const { rows } = await admin.query('select 1 from pg_stat_activity where datname = $1', [
          replicaName,
        ]);
        return rows.length === 0;
      }, 'the replica has no connections left');
      await admin.query(`drop database if exists ${replicaName} with (force)`);
      await admin.end();
      await rm(mediaDir, { recursive: true, force: true });
    });

    it('has the same people in both databases to begin with', async () => {
      const [there] = await replica.db.select().from(profiles).where(eq(profiles.id, woman.profile.id));
      expect(there?.slug).toBe(woman.profile.slug);
      expect(woman.profile.fullName).not.toBe('Replica Ayesha');
    });

    it("reads another person's profile from the replica and records the visit on the primary", async () => {
      const res = await app.inject({
        url: `/api/profiles/detail-slug/${woman.profile.slug}/`,
        headers: authHeaders(man.token),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ full_name: 'Replica Ayesha', is_owner: false });
      const visitsOn = (db: DbHandle) =>
        db.db.select().from(profileVisits).where(eq(profileVisits.profileId, woman.profile.id));
      expect(await visitsOn(handle)).toHaveLength(1);
      expect(await visitsOn(replica)).toHaveLength(0);
    });

    it('reads your own profile from the primary, so your own edit never looks undone', async () => {
      const res = await app.inject({
        url: `/api/profiles/detail-slug/${woman.profile.slug}/`,
        headers: authHeaders(woman.token),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ full_name: woman.profile.fullName, is_owner: true });
    });

    it('answers the reference lists from the replica', async () => {
      const res = await app.inject('/api/profiles/state-list/?country=IN');
      expect((res.json() as { name: string }[]).map((s) => s.name)).toContain('Replica Pradesh');
    });

    it('gives the list queries the replica through app.readDb, and writes the primary', async () => {
      const nameIn = async (db: typeof app.db) =>
        (await db.select().from(profiles).where(eq(profiles.id, woman.profile.id)))[0]?.fullName;
      expect(await nameIn(app.readDb)).toBe('Replica Ayesha');
      expect(await nameIn(app.db)).toBe(woman.profile.fullName);
    });

    it("cancels a replica backend's statement on the replica itself", async () => {
      const client = await app.readDbHandle.pool!.connect();
      const { processID } = client as unknown as { processID: number };
      try {
        // Its outcome is taken at once, so the cancel's rejection is never an unhandled one.
        const sleeping = client.query('select pg_sleep(30)').then(
          () => 'finished',
          (error: unknown) => error,
        );
        // Wait until it runs, seen from the replica.
        await eventually(async () => {
          const { rows } = await replica.pool!.query(
            "select 1 from pg_stat_activity where pid = $1 and state = 'active'",
            [processID],
          );
          return rows.length === 1;
        }, 'the sleep runs on the replica');
        await app.readDbHandle.cancelBackend!(processID);
        expect(await sleeping).toMatchObject({ code: '57014', message: /user request/ });
      } finally {
        client.release(true);
      }
    });

    it('reads from the primary while the replica cannot be reached, says so, and goes back (issue 33)', async () => {
      const ready = async () => (await app.inject({ url: '/api/ready' })).json() as { reads?: string };
      expect(await ready()).toEqual({ status: 'ok', reads: 'replica' });
      const admin = await connect(SERVER_URL!);
      try {
        await admin.query(`alter database ${replicaName} allow_connections false`);
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [replicaName],
        );
        await eventually(async () => (await ready()).reads === 'primary', 'the reads move to the primary');
        const res = await app.inject({ url: '/api/ready' });
        expect(res.statusCode).toBe(200);
        // The public reads answer (a list not asked for before, so not from the cache), and
        // another person's profile comes from the primary's data, not the replica's.
        expect((await app.inject('/api/profiles/state-list/?country=PK')).statusCode).toBe(200);
        const detail = await app.inject({
          url: `/api/profiles/detail-slug/${woman.profile.slug}/`,
          headers: authHeaders(man.token),
        });
        expect(detail.statusCode, detail.body).toBe(200);
        expect(detail.json()).toMatchObject({ full_name: woman.profile.fullName });
        // Liveness is about the process, not its databases.
        expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
      } finally {
        await admin.query(`alter database ${replicaName} allow_connections true`);
        await admin.end();
      }
      await eventually(async () => (await ready()).reads === 'replica', 'the reads are back on the replica');
    });
  });
});
