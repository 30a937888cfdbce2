import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { z } from 'zod';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
      .optional(),
    /** Connections in the PostgreSQL pool of one API process (issue 15). */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /**
     * A read replica for the public reads: profile lists, other people's profiles, reference
     * lists (issue 15). Unset: those reads use a second pool on DATABASE_URL.
     */
    DATABASE_READ_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_READ_URL must be a postgres:// URL')
      .optional(),
    /** Connections in the read pool, on top of DATABASE_POOL_SIZE. Unset: DATABASE_POOL_SIZE. */
    DATABASE_READ_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
    /** A public read (a list, a profile) still running after this many ms is stopped: 503. */
    LIST_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(2000),
    /** Requests that may wait for a busy read pool; the next one gets 503 at once. */
    READ_QUEUE_LIMIT: z.coerce.number().int().min(0).max(100_000).default(200),
    /**
     * Mean event-loop delay (ms) above which every request but health checks gets 503; 0: off.
     * Unset: 1000 on PostgreSQL, off on the embedded PGlite, whose queries run on this very event
     * loop (a slow one would otherwise turn every other request away).
     */
    MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).optional(),
    DATA_DIR: z.string().default(resolve(REPO_ROOT, 'data')),
    MEDIA_DIR: z.string().optional(),
    MEDIA_SECRET: z.string().min(32, 'MEDIA_SECRET must be at least 32 characters').optional(),
    ADMIN_USERNAME: z.string().min(3).optional(),
    ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
    AUTO_APPROVE: flag(false),
    SEED_DEMO: flag(true),
    DEMO_PROFILES: z.coerce.number().int().min(0).max(100_000).default(500),
    WEB_DIST: z.string().default(resolve(REPO_ROOT, 'apps/web/dist')),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: flag(false),
    /**
     * Where SMS and e-mail go. No provider is built in yet: 'outbox' keeps them in the database's
     * outbox table, where nobody receives them. Production must choose it knowingly (issue 10).
     */
    NOTIFIER: z.enum(['outbox']).optional(),
    /** Shared store for rate limits and login counters when several API processes run. */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// URL')
      .optional(),
    /** Prefix of every Redis key, so several sites (or test runs) can share one Redis. */
    REDIS_PREFIX: z.string().min(1).default('rishta'),
    /**
     * Seconds a profile-list answer may be kept (decision 039); it is dropped at once when what
     * lists show changes. 0 keeps none.
     */
    LIST_CACHE_SECONDS: z.coerce.number().int().min(0).max(600).default(30),
    /** Memory for kept list answers, in MB per process. */
    LIST_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
    /**
     * Whether each API process keeps the listed profiles' filter columns in memory and answers
     * list pages from them when it is up to date (decision 041; ~60 MB per million profiles).
     */
    LISTING_INDEX: flag(true),
    /** Seconds the reference lists, home summary and content lists are kept; 0 keeps none (issue 15). */
    CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    /**
     * How live chat reaches the sockets of other API processes (issue 14): 'memory' (one process),
     * 'postgres' (LISTEN/NOTIFY) or 'redis' (pub/sub). Unset: redis with REDIS_URL, else postgres
     * with DATABASE_URL, else memory.
     */
    CHAT_BUS: z.enum(['memory', 'postgres', 'redis']).optional(),
    /** Development only: the server clock starts at this instant (ISO 8601) and runs on from it. */
    DEV_CLOCK: z.iso.datetime({ offset: true }).optional(),
  })
  .transform((c) => ({
    ...c,
    MEDIA_DIR: c.MEDIA_DIR ?? resolve(c.DATA_DIR, 'media'),
    PGLITE_DIR: resolve(c.DATA_DIR, 'db'),
    DATABASE_READ_POOL_SIZE: c.DATABASE_READ_POOL_SIZE ?? c.DATABASE_POOL_SIZE,
    MAX_EVENT_LOOP_DELAY_MS: c.MAX_EVENT_LOOP_DELAY_MS ?? (c.DATABASE_URL ? 1000 : 0),
    isProduction: c.NODE_ENV === 'production',
  }));

export type Config = z.output<typeof configSchema>;

/** Parses the environment once at start-up and fails loudly, naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (parsed.data.DATABASE_READ_URL && !parsed.data.DATABASE_URL) {
    throw new Error('Invalid configuration:\n  DATABASE_READ_URL: a read replica needs DATABASE_URL');
  }
  if (parsed.data.CHAT_BUS === 'postgres' && !parsed.data.DATABASE_URL) {
    throw new Error('Invalid configuration:\n  CHAT_BUS: postgres needs DATABASE_URL');
  }
  if (parsed.data.CHAT_BUS === 'redis' && !parsed.data.REDIS_URL) {
    throw new Error('Invalid configuration:\n  CHAT_BUS: redis needs REDIS_URL');
  }
  if (parsed.data.isProduction && !parsed.data.MEDIA_SECRET) {
    throw new Error('Invalid configuration:\n  MEDIA_SECRET: required when NODE_ENV=production');
  }
  if (parsed.data.isProduction && !parsed.data.NOTIFIER) {
    throw new Error(
      'Invalid configuration:\n  NOTIFIER: no SMS/e-mail provider is configured. Set NOTIFIER=outbox to ' +
        'keep OTP messages in the outbox table (nobody receives them) when NODE_ENV=production',
    );
  }
  return parsed.data;
}

/** Configuration for tests: in-memory, quiet, no demo data unless asked. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: 'memory',
    // API tests must not depend on whether the web app happens to be built.
    WEB_DIST: '/nonexistent-web-dist',
    // PGlite runs inside the test process, so seeding or a big query stalls its event loop; load
    // shedding would then answer unrelated tests 503. The tests of shedding turn it on.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...overrides,
  });
}
