// Fan-out between API processes through Redis pub/sub, for sites that already run Redis for the
// shared rate limits (issue 10). A subscribed connection can do nothing else, so publishing goes
// through a second one. Redis has no payload limit worth the name: events go whole.
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { ChatHandlers, type ChatBus, type ChatEvent } from './chat-bus';
import { reconnectDelay } from './pg-bus';

export interface RedisChatBusOptions {
  url: string;
  /** REDIS_PREFIX: several sites or test runs can share one Redis. */
  prefix: string;
  log: FastifyBaseLogger;
}

export async function redisChatBus(options: RedisChatBusOptions): Promise<ChatBus> {
  const { log } = options;
  const channel = `${options.prefix}:chat`;
  const handlers = new ChatHandlers();
  const connection = {
    connectTimeout: 2_000,
    // A publish waits a little through a blip rather than for ever.
    maxRetriesPerRequest: 3,
    retryStrategy: (times: number) => reconnectDelay(Math.max(0, times - 1)),
  };
  const publisher = new Redis(options.url, connection);
  const subscriber = new Redis(options.url, connection);
  let lost = false;
  let closed = false;

  publisher.on('error', (error) => log.warn({ err: error }, 'chat bus: Redis publisher error'));
  subscriber.on('error', (error) => log.warn({ err: error }, 'chat bus: Redis subscriber error'));
  subscriber.on('close', () => {
    if (closed || lost) return;
    lost = true;
    log.warn('chat bus: Redis subscriber lost; reconnecting');
  });
  // ioredis subscribes again by itself on reconnecting (autoResubscribe).
  subscriber.on('ready', () => {
    if (!lost) return;
    lost = false;
    log.info('chat bus: Redis subscriber back');
    // Whatever was published while we were away never reached this process.
    handlers.emit({ kind: 'resync', reason: 'chat bus reconnected' });
  });
  subscriber.on('message', (from: string, payload: string) => {
    if (from !== channel) return;
    try {
      handlers.emit(JSON.parse(payload) as ChatEvent);
    } catch (error) {
      log.warn({ err: error }, 'chat bus: unreadable message dropped');
    }
  });
  await subscriber.subscribe(channel);

  return {
    kind: 'redis',
    async publish(event: ChatEvent) {
      await publisher.publish(channel, JSON.stringify(event));
    },
    subscribe: (handler) => handlers.add(handler),
    async close() {
      closed = true;
      await Promise.all(
        [publisher, subscriber].map((client) => client.quit().catch(() => client.disconnect())),
      );
    },
  };
}
