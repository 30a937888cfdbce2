/**
 * Live chat under load (issue 14). Creates a PostgreSQL database of its own (DATABASE_URL or the
 * local server), N demo profiles paired off into N/2 friends with a session each, starts the real
 * API server in production mode on it, opens N WebSocket clients (in several client processes),
 * and has every pair exchange messages: REST send with a client_id, WebSocket receive and ack.
 * It reports the connections held, p50/p99 delivery latency (send → the peer's socket), messages
 * lost (acknowledged by the server, never delivered: must be 0) and doubled (must be 0), and the
 * server's memory per connection. The database is dropped at the end.
 *
 *   npm run chat-load -w @rishta/bench -- --clients 2000 [--messages 10] [--rate 200]
 *     [--kill] [--workers 2] [--bus postgres|redis|memory] [--url http://host:port]
 *
 * --kill SIGKILLs the server when 40% of the messages are acknowledged and starts it again: the
 * clients reconnect with backoff, catch up with `after`, and retry unacknowledged sends with the
 * same client_id, so every acknowledged message must still arrive, once.
 * --url targets a server already running on the database of DATABASE_URL (then no memory figure
 * unless --pid gives the server's process id, and no --kill).
 * 10,000 clients need about 10,100 open files in the server: `ulimit -n 20000` first if lower.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '@rishta/db';
import {
  ApiServer,
  arg,
  freePort,
  numberArg,
  onServer,
  percentile,
  processStats,
  SERVER_URL,
  sleep,
} from './api-server';
import { setUpPairs, type LoadPair } from './chat-load-setup';
import type { FromWorker, ToWorker, WorkerResult } from './chat-load-client';

const CLIENTS = numberArg('clients', 2000);
const MESSAGES = numberArg('messages', 10);
const RATE = numberArg('rate', 200);
const WORKERS = numberArg('workers', Math.max(1, Math.ceil(CLIENTS / 5000)));
const KILL = process.argv.includes('--kill');
const BUS = arg('bus');
const TARGET = arg('url');

/**
 * A few sends before measuring, so the first messages do not carry the compilation of the routes
 * and the database's first plans, and the memory baseline holds the code every connection uses.
 */
async function warmUp(base: string, pair: LoadPair) {
  for (let i = 0; i < 20; i += 1) {
    const res = await fetch(`${base}/api/friends/send-message`, {
      method: 'POST',
      headers: { authorization: `Token ${pair.a.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        sender_id: pair.a.profileId,
        receiver_id: pair.b.profileId,
        message: `Warm-up ${i}`,
      }),
    });
    if (res.status !== 201) throw new Error(`Warm-up send failed: ${res.status} ${await res.text()}`);
  }
}

class Worker {
  readonly child: ChildProcess;
  private waiting = new Map<
    FromWorker['type'],
    { resolve: (m: FromWorker) => void; reject: (e: Error) => void }
  >();
  acked = 0;
  done = false;
  failure: Error | null = null;

  constructor() {
    this.child = fork(fileURLToPath(new URL('./chat-load-client.ts', import.meta.url)), [], {
      execArgv: ['--import', 'tsx'],
    });
    this.child.on('message', (message: FromWorker) => {
      if (message.type === 'progress') this.acked = message.acked;
      this.waiting.get(message.type)?.resolve(message);
    });
    // A client process that dies must end the run, not leave it waiting for ever.
    this.child.on('exit', (code) => {
      if (this.done) return;
      this.failure = new Error(`A client process exited early (${code})`);
      for (const { reject } of this.waiting.values()) reject(this.failure);
    });
  }

  request<T extends FromWorker['type']>(
    message: ToWorker,
    answer: T,
  ): Promise<Extract<FromWorker, { type: T }>> {
    if (this.failure) return Promise.reject(this.failure);
    const promise = new Promise<Extract<FromWorker, { type: T }>>((resolve, reject) =>
      this.waiting.set(answer, { resolve: resolve as (message: FromWorker) => void, reject }),
    );
    this.child.send(message);
    return promise;
  }
}

async function main() {
  const dbName = `rishta_chat_load_${randomBytes(4).toString('hex')}`;
  const databaseUrl = TARGET
    ? SERVER_URL
    : Object.assign(new URL(SERVER_URL), { pathname: `/${dbName}` }).toString();
  const dataDir = await mkdtemp(join(tmpdir(), 'rishta-chat-load-'));
  if (!TARGET) await onServer(`create database ${dbName}`);
  let server: ApiServer | null = null;
  const workers: Worker[] = [];
  try {
    console.log(`Setting up ${CLIENTS} clients (${CLIENTS / 2} pairs of friends)…`);
    const handle = createDb({ databaseUrl, poolSize: 4 });
    const pairs = await setUpPairs(handle, join(dataDir, 'media'), CLIENTS);
    await handle.close();

    let base = TARGET ?? '';
    let pid = arg('pid') ? Number(arg('pid')) : undefined;
    if (!TARGET) {
      server = new ApiServer(await freePort(), {
        NODE_ENV: 'production',
        NOTIFIER: 'outbox',
        MEDIA_SECRET: randomBytes(32).toString('hex'),
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        ...(BUS ? { CHAT_BUS: BUS } : {}),
        ...(BUS === 'redis'
          ? { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', REDIS_PREFIX: dbName }
          : {}),
      });
      await server.start();
      base = server.base;
      pid = server.child?.pid;
    }
    await warmUp(base, pairs[0]!);
    await sleep(2000);
    const before = processStats(pid);

    const perWorker = Math.ceil(pairs.length / WORKERS);
    const slices: LoadPair[][] = [];
    for (let i = 0; i < pairs.length; i += perWorker) slices.push(pairs.slice(i, i + perWorker));
    for (let i = 0; i < slices.length; i += 1) workers.push(new Worker());

    console.log(`Connecting ${CLIENTS} sockets from ${workers.length} client process(es)…`);
    const connectStart = Date.now();
    const connected = await Promise.all(
      workers.map((w, i) => w.request({ type: 'connect', base, pairs: slices[i]! }, 'connected')),
    );
    const held = connected.reduce((n, c) => n + c.sockets, 0);
    const connectSeconds = (Date.now() - connectStart) / 1000;
    await sleep(3000);
    const withSockets = processStats(pid);

    const totalMessages = pairs.length * MESSAGES;
    const periodMs = (pairs.length / RATE) * 1000;
    console.log(
      `${held} sockets held (${connectSeconds.toFixed(1)} s to connect). Sending ${totalMessages} messages ` +
        `at ~${RATE}/s${KILL ? ', killing the server at 40%' : ''}…`,
    );
    const sendStart = Date.now();
    for (const w of workers)
      w.child.send({ type: 'send', messagesPerPair: MESSAGES, periodMs } satisfies ToWorker);

    let killedAt: number | null = null;
    let restartSeconds = 0;
    if (KILL && server) {
      while (workers.reduce((n, w) => n + w.acked, 0) < totalMessages * 0.4) {
        const failed = workers.find((w) => w.failure);
        if (failed) throw failed.failure;
        await sleep(100);
      }
      killedAt = workers.reduce((n, w) => n + w.acked, 0);
      console.log(`SIGKILL with ${killedAt} messages acknowledged; restarting…`);
      await server.stop('SIGKILL');
      const restart = Date.now();
      await server.start();
      restartSeconds = (Date.now() - restart) / 1000;
      pid = server.child?.pid;
    }

    const results: WorkerResult[] = (
      await Promise.all(
        workers.map(async (w) => {
          const answer = await w.request({ type: 'finish', graceMs: KILL ? 90_000 : 30_000 }, 'result');
          w.done = true;
          return answer;
        }),
      )
    ).map((r) => r.result);
    const sendSeconds = (Date.now() - sendStart) / 1000;
    const after = processStats(pid);

    const sum = (key: keyof Omit<WorkerResult, 'latenciesMs' | 'ackLatenciesMs'>) =>
      results.reduce((n, r) => n + r[key], 0);
    const latencies = results.flatMap((r) => r.latenciesMs).sort((x, y) => x - y);
    const ackLatencies = results.flatMap((r) => r.ackLatenciesMs).sort((x, y) => x - y);
    const perConnectionKb =
      before && withSockets && held > 0 ? ((withSockets.rssMb - before.rssMb) * 1024) / held : NaN;
    const report = {
      clients: CLIENTS,
      bus: BUS ?? 'default (postgres)',
      connections_held: held,
      connect_seconds: Number(connectSeconds.toFixed(1)),
      open_at_end: sum('openAtEnd'),
      messages_acknowledged: sum('acked'),
      messages_delivered: sum('delivered'),
      lost: sum('lost'),
      doubled: sum('doubled'),
      redelivered_frames_dropped_by_id: sum('redelivered'),
      latency_p50_ms: Number(percentile(latencies, 50).toFixed(1)),
      latency_p99_ms: Number(percentile(latencies, 99).toFixed(1)),
      latency_max_ms: Number((latencies.at(-1) ?? NaN).toFixed(1)),
      send_answer_p50_ms: Number(percentile(ackLatencies, 50).toFixed(1)),
      send_answer_p99_ms: Number(percentile(ackLatencies, 99).toFixed(1)),
      send_seconds: Number(sendSeconds.toFixed(1)),
      messages_per_second: Number((sum('acked') / sendSeconds).toFixed(0)),
      server_rss_mb: {
        idle: before?.rssMb.toFixed(0),
        with_sockets: withSockets?.rssMb.toFixed(0),
        end: after?.rssMb.toFixed(0),
      },
      memory_per_connection_kb: Number(perConnectionKb.toFixed(1)),
      server_cpu_percent_while_sending:
        !KILL && withSockets && after
          ? Number((((after.cpuSeconds - withSockets.cpuSeconds) / sendSeconds) * 100).toFixed(0))
          : null,
      reconnects: sum('reconnects'),
      refused_closes: sum('refusedCloses'),
      send_errors_retried: sum('sendErrors'),
      ...(KILL
        ? { killed_after_acknowledged: killedAt, restart_seconds: Number(restartSeconds.toFixed(1)) }
        : {}),
      load_average_1m: Number(loadavg()[0]!.toFixed(2)),
    };
    console.log(JSON.stringify(report, null, 2));
    if (report.lost > 0 || report.doubled > 0) process.exitCode = 1;
  } finally {
    for (const w of workers) if (w.child.exitCode === null) w.child.kill('SIGKILL');
    await server?.stop();
    if (!TARGET) await onServer(`drop database if exists ${dbName} with (force)`);
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
