// One client process of the chat load benchmark (chat-load.ts forks several, so 10,000 sockets do
// not all sit on one event loop). It holds both devices of its pairs, so a message's send time and
// its arrival at the peer are read on the same clock. It behaves as the web app does: auth by first
// frame, ack what arrives, reconnect with backoff and catch up with `after`, and retry a send with
// the same client_id until the server acknowledges it.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import type { LoadPair, LoadPerson } from './chat-load-setup';

export type ToWorker =
  | { type: 'connect'; base: string; pairs: LoadPair[] }
  | { type: 'send'; messagesPerPair: number; periodMs: number }
  | { type: 'finish'; graceMs: number };

export type FromWorker =
  | { type: 'connected'; sockets: number; failed: number }
  | { type: 'progress'; acked: number; sent: number }
  | { type: 'result'; result: WorkerResult };

export interface WorkerResult {
  sockets: number;
  openAtEnd: number;
  acked: number;
  delivered: number;
  /** Acknowledged by the server (201/200) but never arrived at the peer. */
  lost: number;
  /** One client_id stored under two message ids (a retry made a second copy). */
  doubled: number;
  /** The same message id given to one device twice (clients drop these by id). */
  redelivered: number;
  latenciesMs: number[];
  /** Send → the server's answer (the REST round trip alone). */
  ackLatenciesMs: number[];
  reconnects: number;
  refusedCloses: number;
  sendErrors: number;
}

interface Sent {
  sentAt: number;
  ackedAt: number | null;
  ackedId: number | null;
  deliveredAt: number | null;
  deliveredIds: Set<number>;
}

const sent = new Map<string, Sent>();
const devices: Device[] = [];
let base = '';
let stopping = false;
const counters = { reconnects: 0, refusedCloses: 0, sendErrors: 0, acked: 0, sent: 0, redelivered: 0 };
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const backoff = (attempt: number, capMs = 30_000) =>
  Math.min(capMs, 1000 * 2 ** attempt) * (0.5 + Math.random() * 0.5);

class Device {
  ws: WebSocket | null = null;
  ready = false;
  maxSeen = 0;
  private attempt = 0;
  private seen = new Set<number>();
  private pendingAcks: number[] = [];
  private ackTimer: NodeJS.Timeout | null = null;
  private onReady: (() => void) | null = null;

  constructor(readonly person: LoadPerson) {}

  /** Resolves once `ready` and the catch-up have arrived (or rejects on a refused auth). */
  connect(): Promise<void> {
    return new Promise((resolve, reject) => {
      // A connection attempt lost in a full accept queue must not hang: give up and try again.
      const ws = new WebSocket(`${base.replace('http', 'ws')}/api/friends/ws`, { handshakeTimeout: 10_000 });
      this.ws = ws;
      this.onReady = resolve;
      ws.on('open', () => {
        ws.send(
          JSON.stringify({
            type: 'auth',
            token: this.person.token,
            ...(this.maxSeen ? { after: this.maxSeen } : {}),
          }),
        );
      });
      ws.on('message', (data) =>
        this.onFrame(JSON.parse(data.toString()) as { type: string; message?: Msg }),
      );
      ws.on('error', () => undefined);
      ws.on('close', (code) => {
        this.ready = false;
        if (code === 4401 || code === 4403) {
          counters.refusedCloses += 1;
          reject(new Error(`refused ${code}`));
          return;
        }
        if (this.onReady) {
          // Closed before it was ready: try again the same way.
          this.onReady = null;
          this.retry().then(resolve, reject);
          return;
        }
        if (!stopping) this.retry().catch(() => undefined);
      });
    });
  }

  private async retry(): Promise<void> {
    await sleep(backoff(this.attempt));
    this.attempt += 1;
    counters.reconnects += 1;
    if (stopping) return;
    return this.connect();
  }

  private onFrame(frame: { type: string; message?: Msg }) {
    if (frame.type === 'caught_up') {
      this.ready = true;
      this.attempt = 0;
      this.onReady?.();
      this.onReady = null;
      return;
    }
    if (frame.type !== 'message' || !frame.message) return;
    const message = frame.message;
    this.maxSeen = Math.max(this.maxSeen, message.message_id);
    if (message.receiver_id !== this.person.profileId) return;
    if (this.seen.has(message.message_id)) counters.redelivered += 1;
    this.seen.add(message.message_id);
    const record = message.client_id ? sent.get(message.client_id) : undefined;
    if (record) {
      record.deliveredIds.add(message.message_id);
      record.deliveredAt ??= performance.now();
    }
    this.ack(message.message_id);
  }

  /** Acks go in small batches, as a busy client's would (and under the per-socket frame limit). */
  private ack(id: number) {
    this.pendingAcks.push(id);
    this.ackTimer ??= setTimeout(() => {
      this.ackTimer = null;
      const ids = this.pendingAcks.splice(0, 500);
      if (this.ws?.readyState === WebSocket.OPEN)
        this.ws.send(JSON.stringify({ type: 'ack', message_ids: ids }));
    }, 250);
  }
}

interface Msg {
  message_id: number;
  client_id: string | null;
  sender_id: number;
  receiver_id: number;
}

function post(path: string, token: string, body: unknown): Promise<{ status: number; body: string }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${path}`,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Token ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
        timeout: 30_000,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

/** Sends until the server acknowledges, with the same client_id each time (the web app's outbox). */
async function send(from: LoadPerson, to: LoadPerson, n: number) {
  const clientId = randomUUID();
  const record: Sent = {
    sentAt: performance.now(),
    ackedAt: null,
    ackedId: null,
    deliveredAt: null,
    deliveredIds: new Set(),
  };
  sent.set(clientId, record);
  counters.sent += 1;
  const body = {
    sender_id: from.profileId,
    receiver_id: to.profileId,
    message: `Load message ${n}`,
    client_id: clientId,
  };
  for (let attempt = 0; ; attempt += 1) {
    try {
      const res = await post('/api/friends/send-message', from.token, body);
      if (res.status === 201 || res.status === 200) {
        record.ackedAt = performance.now();
        record.ackedId = (JSON.parse(res.body) as { message: { message_id: number } }).message.message_id;
        counters.acked += 1;
        return;
      }
      counters.sendErrors += 1;
      if (res.status < 500 && res.status !== 429) throw new Error(`send refused: ${res.status} ${res.body}`);
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('send refused')) throw error;
      counters.sendErrors += 1;
    }
    await sleep(backoff(attempt, 5_000));
  }
}

async function connectAll(pairs: LoadPair[]) {
  for (const pair of pairs) devices.push(new Device(pair.a), new Device(pair.b));
  let failed = 0;
  let next = 0;
  // A few hundred handshakes at a time, as a crowd arriving rather than one burst.
  const lane = async () => {
    while (next < devices.length) {
      const device = devices[next++]!;
      await device.connect().catch(() => (failed += 1));
    }
  };
  await Promise.all(Array.from({ length: 200 }, lane));
  reply({ type: 'connected', sockets: devices.filter((d) => d.ready).length, failed });
}

let sending: Promise<unknown> = Promise.resolve();

function startSending(pairs: LoadPair[], messagesPerPair: number, periodMs: number) {
  const progress = setInterval(
    () => reply({ type: 'progress', acked: counters.acked, sent: counters.sent }),
    1000,
  );
  const start = performance.now();
  sending = Promise.all(
    pairs.map(async (pair) => {
      const offset = Math.random() * periodMs;
      for (let k = 0; k < messagesPerPair; k += 1) {
        const due = start + offset + k * periodMs;
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        // Turn about, as a conversation goes.
        if (k % 2 === 0) await send(pair.a, pair.b, k);
        else await send(pair.b, pair.a, k);
      }
    }),
  ).finally(() => clearInterval(progress));
}

async function finish(graceMs: number): Promise<WorkerResult> {
  await sending;
  const deadline = performance.now() + graceMs;
  const undelivered = () =>
    [...sent.values()].filter((r) => r.ackedId !== null && r.deliveredAt === null).length;
  while (undelivered() > 0 && performance.now() < deadline) await sleep(200);
  stopping = true;
  const records = [...sent.values()];
  const result: WorkerResult = {
    sockets: devices.length,
    openAtEnd: devices.filter((d) => d.ready).length,
    acked: records.filter((r) => r.ackedId !== null).length,
    delivered: records.filter((r) => r.deliveredAt !== null).length,
    lost: records.filter((r) => r.ackedId !== null && r.deliveredAt === null).length,
    doubled: records.filter((r) => r.deliveredIds.size > 1).length,
    redelivered: counters.redelivered,
    latenciesMs: records.filter((r) => r.deliveredAt !== null).map((r) => r.deliveredAt! - r.sentAt),
    ackLatenciesMs: records.filter((r) => r.ackedAt !== null).map((r) => r.ackedAt! - r.sentAt),
    reconnects: counters.reconnects,
    refusedCloses: counters.refusedCloses,
    sendErrors: counters.sendErrors,
  };
  for (const device of devices) device.ws?.terminate();
  agent.destroy();
  return result;
}

function reply(message: FromWorker) {
  process.send?.(message);
}

let pairs: LoadPair[] = [];
process.on('message', (message: ToWorker) => {
  if (message.type === 'connect') {
    base = message.base;
    pairs = message.pairs;
    void connectAll(pairs);
  } else if (message.type === 'send') {
    startSending(pairs, message.messagesPerPair, message.periodMs);
  } else if (message.type === 'finish') {
    void finish(message.graceMs).then((result) => {
      reply({ type: 'result', result });
      setTimeout(() => process.exit(0), 100);
    });
  }
});
