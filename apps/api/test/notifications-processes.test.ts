// Issue 28: the outbox survives a crash and is shared by several API processes. Real server
// processes on a PostgreSQL database of this file's own (the server is at 127.0.0.1:5432 here and
// in CI, so this runs in the PGlite run too), sending SMS to a stand-in for MSG91.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, migrate, notifications } from '@rishta/db';
import { databaseUrlOf, onServer, startApi, stopApi, type ApiProcess } from './helpers/api-process';
import { msg91Env, startFakeMsg91 } from './helpers/fake-msg91';

const dbName = `rishta_outbox_${randomBytes(4).toString('hex')}`;
const databaseUrl = databaseUrlOf(dbName);
let dataDir: string;
let msg91: Awaited<ReturnType<typeof startFakeMsg91>>;
const running: ApiProcess[] = [];

const env = () => ({
  NOTIFIER: 'sms:msg91,email:outbox',
  ...msg91Env(msg91.url),
  NOTIFY_RETRY_DELAY_SECONDS: '1',
  NOTIFY_TIMEOUT_MS: '2000',
  PERIODIC_JOBS: 'false',
});
const start = async () => {
  const api = await startApi(databaseUrl, dataDir, env());
  running.push(api);
  return api;
};

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'rishta-outbox-'));
  msg91 = await startFakeMsg91();
  await onServer(`create database ${dbName}`);
  const handle = createDb({ databaseUrl, poolSize: 2 });
  await migrate(handle);
  await handle.close();
}, 60_000);

afterAll(async () => {
  await Promise.all(running.map((api) => stopApi(api, 'SIGKILL')));
  await msg91.close();
  await onServer(`drop database if exists ${dbName} with (force)`);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

let numbers = 0;
const newNumbers = (n: number) => Array.from({ length: n }, () => `97${String(28_500_000 + ++numbers)}`);

async function sendOtp(api: ApiProcess, username: string) {
  const res = await fetch(`${api.base}/api/configs/send-otp/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** Waits until every message to `mobiles` is sent, then reads their rows. */
async function allSent(mobiles: string[]) {
  const handle = createDb({ databaseUrl, poolSize: 1 });
  try {
    for (const until = Date.now() + 60_000; Date.now() < until;) {
      const rows = (await handle.db.select().from(notifications)).filter((r) =>
        mobiles.includes(r.recipient),
      );
      if (rows.length === mobiles.length && rows.every((r) => r.status === 'sent')) return rows;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('not every message was sent');
  } finally {
    await handle.close();
  }
}

/** How many times the provider accepted a message for each number. */
const accepted = (mobiles: string[]) =>
  mobiles.map(
    (m) => msg91.requests.filter((r) => r.accepted && r.body.recipients[0]?.mobiles === `91${m}`).length,
  );

describe('the notification outbox across processes', () => {
  it('loses nothing when the process is killed before delivery, and sends each once after the restart', async () => {
    const mobiles = newNumbers(6);
    // The provider is down while the first process takes the requests: nothing is delivered.
    msg91.script(...Array.from({ length: 200 }, () => 503));
    const first = await start();
    for (const mobile of mobiles) await sendOtp(first, mobile);
    await stopApi(first, 'SIGKILL');
    // Really gone: nothing answers on its port, and nothing of it goes on delivering.
    expect(
      await fetch(`${first.base}/api/health`).then(
        () => true,
        () => false,
      ),
    ).toBe(false);
    expect(accepted(mobiles)).toEqual(mobiles.map(() => 0));

    msg91.clear();
    const second = await start();
    const rows = await allSent(mobiles);
    expect(rows.every((r) => r.params === null)).toBe(true);
    expect(accepted(mobiles)).toEqual(mobiles.map(() => 1));
    await stopApi(second);
  }, 180_000);

  it('has each message sent once when two processes share the queue', async () => {
    msg91.slowDown(150);
    const [one, two] = await Promise.all([start(), start()]);
    const mobiles = newNumbers(16);
    await Promise.all(mobiles.map((mobile, i) => sendOtp(i % 2 ? one : two, mobile)));
    await allSent(mobiles);
    // A moment more, so that a second delivery would have shown.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(accepted(mobiles)).toEqual(mobiles.map(() => 1));
    expect(
      msg91.requests.filter((r) => mobiles.some((m) => r.body.recipients[0]?.mobiles === `91${m}`)),
    ).toHaveLength(16);
    await Promise.all([stopApi(one), stopApi(two)]);
  }, 180_000);
});
