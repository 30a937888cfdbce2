// Fan-out between API processes through PostgreSQL LISTEN/NOTIFY (DESIGN.md §1): no broker beyond
// the database every process already has. Each process LISTENs on one channel over a connection of
// its own (a pooled one would be handed to other queries); publishing is an ordinary query on the
// app's pool, since NOTIFY needs no session state.
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { ChatHandlers, type ChatBus, type ChatEvent } from './chat-bus';
import { PayloadAssembler, toPayloads } from './notify-chunks';

export interface PostgresChatBusOptions {
  /** The database to LISTEN on (the app's DATABASE_URL). */
  connectionString: string;
  /** The app's pool, for NOTIFY. */
  pool: pg.Pool;
  log: FastifyBaseLogger;
  /** Notifications are per database, so one fixed channel serves every process of a site. */
  channel?: string;
}

const HEALTH_CHECK_MS = 30_000;
const MAX_BACKOFF_MS = 30_000;

/** 1 s, 2 s, 4 s … 30 s, each with up to a quarter of jitter so processes do not retry in step. */
export function reconnectDelay(attempt: number): number {
  const base = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt);
  return Math.round(base * (0.75 + Math.random() * 0.25));
}

export async function postgresChatBus(options: PostgresChatBusOptions): Promise<ChatBus> {
  const { pool, log } = options;
  const channel = options.channel ?? 'rishta_chat';
  const handlers = new ChatHandlers();
  const assembler = new PayloadAssembler();
  let listener: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let lost = false;
  let retryTimer: NodeJS.Timeout | null = null;

  const receive = (payload: string) => {
    const json = assembler.add(payload);
    if (json === null) return;
    try {
      handlers.emit(JSON.parse(json) as ChatEvent);
    } catch (error) {
      log.warn({ err: error }, 'chat bus: unreadable notification dropped');
    }
  };

  /** Forgets a broken connection and tries again later; the live sockets must catch up. */
  const drop = (client: pg.Client, error?: unknown) => {
    if (listener === client) listener = null;
    client.removeAllListeners('notification');
    client.end().catch(() => undefined);
    if (closed || retryTimer) return;
    if (!lost) {
      lost = true;
      assembler.clear();
      log.warn({ err: error }, 'chat bus: PostgreSQL listener lost; reconnecting');
    }
    const delay = reconnectDelay(attempt);
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, delay);
    retryTimer.unref();
  };

  const connect = async () => {
    const client = new pg.Client({
      connectionString: options.connectionString,
      application_name: 'rishta-chat-bus',
      keepAlive: true,
      // Only LISTEN and the health check run here: a silent half-open connection shows as a timeout.
      query_timeout: 5_000,
    });
    let dropped = false;
    const dropOnce = (error?: unknown) => {
      if (dropped) return;
      dropped = true;
      drop(client, error);
    };
    client.on('error', dropOnce);
    client.on('end', () => dropOnce());
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload) receive(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      dropOnce(error);
      return;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    listener = client;
    attempt = 0;
    if (lost) {
      lost = false;
      log.info('chat bus: PostgreSQL listener back');
      // Whatever was published while we were away never reached this process.
      handlers.emit({ kind: 'resync', reason: 'chat bus reconnected' });
    }
  };

  // A connection can die without a word (a NAT or a failover): ask it something now and then.
  const health = setInterval(() => {
    const client = listener;
    if (!client) return;
    client.query('select 1').catch((error: unknown) => client.emit('error', error));
  }, HEALTH_CHECK_MS);
  health.unref();

  await connect();

  return {
    kind: 'postgres',
    async publish(event: ChatEvent) {
      const payloads = toPayloads(JSON.stringify(event));
      if (payloads.length === 1) {
        await pool.query('select pg_notify($1, $2)', [channel, payloads[0]]);
        return;
      }
      // One statement, so one transaction: the parts are delivered together and in order.
      await pool.query(
        'select pg_notify($1, part) from unnest($2::text[]) with ordinality as p(part, n) order by n',
        [channel, payloads],
      );
    },
    subscribe: (handler) => handlers.add(handler),
    async close() {
      closed = true;
      clearInterval(health);
      if (retryTimer) clearTimeout(retryTimer);
      const client = listener;
      listener = null;
      if (client) {
        client.removeAllListeners('end');
        client.removeAllListeners('error');
        client.on('error', () => undefined);
        await client.end().catch(() => undefined);
      }
    },
  };
}
