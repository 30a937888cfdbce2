// Two real API processes on one PostgreSQL (issue 14: "several API processes"): a message sent
// through process 1's REST call arrives live at a socket held by process 2, once with the
// PostgreSQL LISTEN/NOTIFY bus and once with Redis pub/sub. The test needs a PostgreSQL server
// even in the PGlite run (it is at 127.0.0.1:5432 here and in CI); it makes a database of its own
// and drops it at the end.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { accounts, createDb, DiskMediaStore, migrate, profiles, proposals, sessions } from '@rishta/db';
import { ensureReferenceData, insertDemoProfiles } from '@rishta/db/seed';
import type { FriendMessage } from '@rishta/domain';
import type { ChatEvent } from '../src/services/chat-bus/chat-bus';
import { pino } from 'pino';
import { hashToken } from '../src/services/accounts/viewer';
import { postgresChatBus } from '../src/services/chat-bus/pg-bus';
import { redisChatBus } from '../src/services/chat-bus/redis-bus';
import { ChatSocketClient } from './helpers/chat-socket';
import {
  databaseUrlOf,
  onServer,
  startApi as startApiOn,
  stopApi,
  type ApiProcess,
} from './helpers/api-process';

const startApi = (env: Record<string, string>) => startApiOn(databaseUrl, dataDir, env);

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const dbName = `rishta_two_process_${randomBytes(4).toString('hex')}`;
const databaseUrl = databaseUrlOf(dbName);

interface Friend {
  profileId: number;
  token: string;
}
let a: Friend;
let b: Friend;
let dataDir: string;

/** The two fixed demo accounts, made friends (an Accepted proposal) and logged in, straight in the DB. */
async function setUpFriends(): Promise<[Friend, Friend]> {
  const handle = createDb({ databaseUrl, poolSize: 2 });
  try {
    await migrate(handle);
    await ensureReferenceData(handle.db);
    await insertDemoProfiles(handle.db, new DiskMediaStore(join(dataDir, 'media')), 0, { photoRatio: 0 });
    const rows = await handle.db
      .select({ accountId: accounts.id, profileId: profiles.id, username: accounts.username })
      .from(accounts)
      .innerJoin(profiles, eq(profiles.accountId, accounts.id))
      .where(inArray(accounts.username, ['9000000001', '9000000002']))
      .orderBy(accounts.username);
    const [first, second] = rows;
    if (!first || !second) throw new Error('The demo accounts are missing');
    await handle.db.insert(proposals).values({
      slug: randomUUID(),
      senderId: first.profileId,
      receiverId: second.profileId,
      status: 'Accepted',
    });
    const login = async (accountId: number) => {
      const token = randomBytes(32).toString('base64url');
      // The two server processes run on the real clock (no DEV_CLOCK): an hour from now is valid there.
      await handle.db
        .insert(sessions)
        .values({ accountId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3600_000) });
      return token;
    };
    return [
      { profileId: first.profileId, token: await login(first.accountId) },
      { profileId: second.profileId, token: await login(second.accountId) },
    ];
  } finally {
    await handle.close();
  }
}

async function send(api: ApiProcess, from: Friend, to: Friend, text: string): Promise<FriendMessage> {
  const res = await fetch(`${api.base}/api/friends/send-message`, {
    method: 'POST',
    headers: { authorization: `Token ${from.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      sender_id: from.profileId,
      receiver_id: to.profileId,
      message: text,
      client_id: randomUUID(),
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { message: FriendMessage }).message;
}

const wsUrl = (api: ApiProcess) => `${api.base.replace('http', 'ws')}/api/friends/ws`;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'rishta-two-process-'));
  await onServer(`create database ${dbName}`);
  [a, b] = await setUpFriends();
});

afterAll(async () => {
  await onServer(`drop database if exists ${dbName} with (force)`);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe.each<{ bus: string; env: Record<string, string> }>([
  { bus: 'postgres', env: { CHAT_BUS: 'postgres' } },
  {
    bus: 'redis',
    env: { CHAT_BUS: 'redis', REDIS_URL, REDIS_PREFIX: `rishta-test-${randomBytes(4).toString('hex')}` },
  },
])('two API processes over the $bus bus', ({ env }) => {
  let one: ApiProcess | undefined;
  let two: ApiProcess | undefined;
  const clients: ChatSocketClient[] = [];

  beforeAll(async () => {
    [one, two] = await Promise.all([startApi(env), startApi(env)]);
  }, 120_000);

  afterAll(async () => {
    for (const client of clients) client.close();
    await Promise.all([stopApi(one), stopApi(two)]);
  });

  it('delivers a message sent through process 1 live to a socket on process 2, and the tick back', async () => {
    const receiver = await ChatSocketClient.signedIn(wsUrl(two!), b.token);
    const senderElsewhere = await ChatSocketClient.signedIn(wsUrl(one!), a.token);
    clients.push(receiver, senderElsewhere);

    const sent = await send(one!, a, b, 'Sent on one, read on two');
    const arrived = await receiver.next('message', (f) => f.message.message_id === sent.message_id);
    expect(arrived.message).toEqual(sent);
    await senderElsewhere.next('message', (f) => f.message.message_id === sent.message_id);

    // The ack lands on process 2; the tick reaches the sender's socket on process 1.
    receiver.send({ type: 'ack', message_ids: [sent.message_id] });
    const status = await senderElsewhere.next('status', (f) => f.message_ids.includes(sent.message_id));
    expect(status.status).toBe('received');
  });

  it('carries an event bigger than one NOTIFY payload (8000 bytes) whole', async () => {
    const receiver = await ChatSocketClient.signedIn(wsUrl(two!), b.token);
    clients.push(receiver);
    // A third process publishes, as the API does; 10,000 Urdu letters are 20,000 bytes.
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    const log = pino({ level: 'silent' });
    const bus =
      env.CHAT_BUS === 'redis'
        ? await redisChatBus({ url: REDIS_URL, prefix: env.REDIS_PREFIX ?? '', log })
        : await postgresChatBus({ connectionString: databaseUrl, pool, log });
    const message: FriendMessage = {
      message_id: 2_000_000_000,
      client_id: null,
      sender_id: a.profileId,
      receiver_id: b.profileId,
      text: 'ن'.repeat(10_000),
      timestamp: '2026-01-01T00:00:00.000Z',
      status: 'sent',
      removed_by: null,
    };
    try {
      await bus.publish({ kind: 'deliver', to: [b.profileId], frame: { type: 'message', message } });
      const arrived = await receiver.next('message', (f) => f.message.message_id === message.message_id);
      expect(arrived.message).toEqual(message);
    } finally {
      await bus.close();
      await pool.end();
    }
  });
});

describe('the PostgreSQL bus', () => {
  it('reconnects after its connection is killed, and tells the sockets to catch up', async () => {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    const bus = await postgresChatBus({
      connectionString: databaseUrl,
      pool,
      log: pino({ level: 'silent' }),
    });
    const events: ChatEvent[] = [];
    bus.subscribe((event) => events.push(event));
    const waitFor = async (kind: ChatEvent['kind']) => {
      for (let i = 0; i < 100 && !events.some((e) => e.kind === kind); i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return events.find((e) => e.kind === kind);
    };
    try {
      await pool.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = 'rishta-chat-bus'",
        [dbName],
      );
      expect(await waitFor('resync')).toMatchObject({ kind: 'resync' });
      await bus.publish({ kind: 'membership', profileId: 1, groupId: 1, member: true });
      expect(await waitFor('membership')).toEqual({
        kind: 'membership',
        profileId: 1,
        groupId: 1,
        member: true,
      });
    } finally {
      await bus.close();
      await pool.end();
    }
  });
});
