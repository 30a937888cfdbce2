// Issue 28: a production start seeds no demo data unless told to, and no demo account can log in.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { accounts, DiskMediaStore, hashPassword, profiles, verifyPassword, type DbHandle } from '@rishta/db';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@rishta/db/seed';
import { MESSAGES } from '@rishta/domain';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { prepareData } from '../src/start-up-data';
import { createTestDb } from './helpers/test-db';
import { PRODUCTION_ENV } from './helpers/production-env';

/** A production environment as an operator sets it, on the test's own database and no web build. */
const PRODUCTION = {
  ...PRODUCTION_ENV,
  DATA_DIR: 'memory',
  WEB_DIST: '/nonexistent-web-dist',
  MAX_EVENT_LOOP_DELAY_MS: '0',
  PERIODIC_JOBS: 'false',
};
const {
  MEDIA_SECRET: _secret,
  NOTIFIER: _notifier,
  ...DEVELOPMENT
} = { ...PRODUCTION, NODE_ENV: 'development' };

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A fresh migrated database and media directory, as a new install has. */
async function newInstall() {
  const { handle, drop } = await createTestDb();
  const mediaDir = await mkdtemp(join(tmpdir(), 'rishta-media-'));
  cleanups.push(async () => {
    await drop();
    await rm(mediaDir, { recursive: true, force: true });
  });
  return { handle, media: new DiskMediaStore(mediaDir) };
}

async function productionApp(handle: DbHandle, media: DiskMediaStore): Promise<FastifyInstance> {
  const app = await buildApp({
    config: loadConfig(PRODUCTION),
    db: handle,
    media,
    mediaSecret: randomBytes(32).toString('hex'),
  });
  await app.ready();
  cleanups.push(() => app.close());
  return app;
}

let address = 0;
const login = (app: FastifyInstance, username: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/profiles/login/',
    payload: { username, password },
    remoteAddress: `10.28.0.${++address}`,
  });

const DEMO_USERNAMES = DEMO_ACCOUNTS.map((a) => a.username);

// Each test starts a new install and an app of its own, which takes a while on a busy machine.
describe('a production start', { timeout: 120_000 }, () => {
  it('seeds nothing by default, so the demo login fails', async () => {
    const { handle, media } = await newInstall();
    const log: string[] = [];
    const prepared = await prepareData(handle, media, loadConfig(PRODUCTION), (m) => log.push(m));
    expect(prepared).toEqual({ demoProfiles: 0, lockedDemoLogins: 0 });
    expect(await handle.db.$count(profiles)).toBe(0);
    expect(await handle.db.$count(accounts)).toBe(0);
    expect(log).toEqual([]);

    const app = await productionApp(handle, media);
    for (const username of DEMO_USERNAMES) {
      const res = await login(app, username, DEMO_PASSWORD);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ detail: MESSAGES.invalidCredentials });
    }
  });

  it('with SEED_DEMO=true seeds demo profiles, but no fixed demo login and no README password', async () => {
    const { handle, media } = await newInstall();
    const log: string[] = [];
    const config = loadConfig({ ...PRODUCTION, SEED_DEMO: 'true', DEMO_PROFILES: '3' });
    const prepared = await prepareData(handle, media, config, (m) => log.push(m));
    expect(prepared.demoProfiles).toBe(3);
    expect(await handle.db.$count(profiles)).toBe(3);
    expect(await handle.db.$count(accounts, inArray(accounts.username, DEMO_USERNAMES))).toBe(0);
    expect(log.join('\n')).toContain('Demo data loaded: 3 profiles');
    expect(log.join('\n')).not.toContain(DEMO_PASSWORD);

    const app = await productionApp(handle, media);
    const demoAccounts = await handle.db.select({ username: accounts.username }).from(accounts);
    expect(demoAccounts).toHaveLength(3);
    for (const { username } of demoAccounts) {
      expect((await login(app, username, DEMO_PASSWORD)).statusCode).toBe(400);
    }
  });

  it('takes the README password from the demo accounts of a database first started in development', async () => {
    const { handle, media } = await newInstall();
    const development = loadConfig({ ...DEVELOPMENT, SEED_DEMO: 'true', DEMO_PROFILES: '2' });
    await prepareData(handle, media, development, () => {});
    const app = await productionApp(handle, media);
    const before = await login(app, DEMO_USERNAMES[0]!, DEMO_PASSWORD);
    expect(before.statusCode).toBe(200);
    const { token } = before.json() as { token: string };
    // Someone who signed up on the try-out keeps the password they chose.
    await handle.db
      .insert(accounts)
      .values({ username: '9876543210', passwordHash: await hashPassword('own-choice-1') });

    const log: string[] = [];
    const prepared = await prepareData(handle, media, loadConfig(PRODUCTION), (m) => log.push(m));
    // The two fixed logins and the two random demo accounts seeded with them.
    expect(prepared.lockedDemoLogins).toBe(4);
    expect(log.join('\n')).toMatch(/README demo password of 4 demo accounts was replaced/);
    expect(log.join('\n')).not.toContain(DEMO_PASSWORD);
    expect((await login(app, DEMO_USERNAMES[0]!, DEMO_PASSWORD)).statusCode).toBe(400);
    // The session opened with the README password ends too.
    const session = await app.inject({
      url: '/api/profiles/update-last-active/',
      headers: { authorization: `Token ${token}` },
    });
    expect(session.statusCode).toBe(401);
    // A second production start finds nothing more to do.
    expect((await prepareData(handle, media, loadConfig(PRODUCTION), () => {})).lockedDemoLogins).toBe(0);
    const [own] = await handle.db.select().from(accounts).where(eq(accounts.username, '9876543210'));
    expect(await verifyPassword(own!.passwordHash, 'own-choice-1')).toBe(true);
  });

  it('serves the OpenAPI JSON but not the browsable docs page', async () => {
    const { handle, media } = await newInstall();
    const app = await productionApp(handle, media);
    expect((await app.inject('/api/docs')).statusCode).toBe(404);
    expect((await app.inject('/api/docs/')).statusCode).toBe(404);
    expect((await app.inject('/api/docs/static/index.html')).statusCode).toBe(404);
    const json = await app.inject('/api/docs/json');
    expect(json.statusCode).toBe(200);
    const spec = json.json() as { paths: Record<string, unknown> };
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/profiles/login']));
    expect(Object.keys(spec.paths).some((path) => path.startsWith('/api/docs'))).toBe(false);
  });
});
