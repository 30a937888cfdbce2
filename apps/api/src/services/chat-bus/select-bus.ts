import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '@rishta/db';
import type { Config } from '../../config';
import type { ChatBus } from './chat-bus';
import { memoryChatBus } from './memory-bus';
import { postgresChatBus } from './pg-bus';
import { redisChatBus } from './redis-bus';

type BusConfig = Pick<Config, 'CHAT_BUS' | 'REDIS_URL' | 'REDIS_PREFIX' | 'DATABASE_URL'>;

/**
 * CHAT_BUS when set; otherwise the shared store the site already has: Redis when configured (it
 * carries the rate limits too), else the PostgreSQL server, else one process in memory.
 */
export function chatBusKind(config: BusConfig): ChatBus['kind'] {
  if (config.CHAT_BUS) return config.CHAT_BUS;
  if (config.REDIS_URL) return 'redis';
  if (config.DATABASE_URL) return 'postgres';
  return 'memory';
}

/** The transport chosen for this process (loadConfig has checked its URL is set). */
export async function createChatBus(
  config: BusConfig,
  db: DbHandle,
  log: FastifyBaseLogger,
): Promise<ChatBus> {
  const kind = chatBusKind(config);
  if (kind === 'redis') return redisChatBus({ url: config.REDIS_URL!, prefix: config.REDIS_PREFIX, log });
  if (kind === 'postgres') {
    if (!db.pool || !config.DATABASE_URL) throw new Error('CHAT_BUS=postgres needs DATABASE_URL');
    return postgresChatBus({ connectionString: config.DATABASE_URL, pool: db.pool, log });
  }
  return memoryChatBus();
}
