import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { accounts, DiskMediaStore, profiles, sessions, type DbHandle, type MediaStore } from '@rishta/db';
import { ensureReferenceData, insertDemoProfiles, seedContent } from '@rishta/db/seed';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import { hashToken } from '../../src/services/accounts/viewer';
import { createTestDb } from './test-db';
import type { BioDataRendererOptions } from '../../src/services/bio-data/render-pool';

export interface TestContext {
  app: FastifyInstance;
  handle: DbHandle;
  media: MediaStore;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  content?: boolean;
  profiles?: number;
  env?: Record<string, string>;
  bioDataRenderer?: BioDataRendererOptions;
  /** Another media store (an S3 bucket, issue 33); the default is a new temporary folder. */
  media?: MediaStore;
}

/** The real app on a real database, driven through `app.inject()`. One per test file. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const { handle, drop } = await createTestDb();
  const mediaDir = await mkdtemp(join(tmpdir(), 'rishta-media-'));
  const media = options.media ?? new DiskMediaStore(mediaDir);
  await ensureReferenceData(handle.db);
  if (options.content) await seedContent(handle.db, media);
  if (options.profiles) await insertDemoProfiles(handle.db, media, options.profiles);
  const app = await buildApp({
    config: testConfig(options.env),
    db: handle,
    media,
    mediaSecret: randomBytes(32).toString('hex'),
    bioDataRenderer: options.bioDataRenderer,
  });
  await app.ready();
  return {
    app,
    handle,
    media,
    close: async () => {
      await app.close();
      await drop();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

/** Logs an account in the way the login call will: a random token stored as its hash. */
export async function tokenFor(handle: DbHandle, username: string): Promise<string> {
  const [account] = await handle.db.select().from(accounts).where(eq(accounts.username, username));
  if (!account) throw new Error(`No account ${username}`);
  const token = randomBytes(32).toString('base64url');
  await handle.db.insert(sessions).values({
    accountId: account.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 3600_000),
  });
  return token;
}

/** The stored profile of the account `username` (test builder for files that edit rows directly). */
export async function profileOfUser(handle: DbHandle, username: string) {
  const [row] = await handle.db
    .select({ profile: profiles })
    .from(profiles)
    .innerJoin(accounts, eq(accounts.id, profiles.accountId))
    .where(eq(accounts.username, username));
  if (!row) throw new Error(`No profile for ${username}`);
  return row.profile;
}

/** The headers of a request made with `token`; none for a visitor (the one place tests build them). */
export function authHeaders(token?: string | null): Record<string, string> {
  return token ? { authorization: `Token ${token}` } : {};
}

/** A seeded account as a test uses it: its stored profile and a fresh login token. */
export interface TestPerson {
  username: string;
  profile: typeof profiles.$inferSelect;
  token: string;
}

/** The account `username` logged in (the one builder for "a person" in the API tests). */
export async function person(handle: DbHandle, username: string): Promise<TestPerson> {
  return {
    username,
    profile: await profileOfUser(handle, username),
    token: await tokenFor(handle, username),
  };
}

/** The seed's demo pair: 9000000001 is a man, 9000000002 a woman. */
export async function demoPair(handle: DbHandle): Promise<{ man: TestPerson; woman: TestPerson }> {
  return { man: await person(handle, '9000000001'), woman: await person(handle, '9000000002') };
}
