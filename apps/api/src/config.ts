import { resolve } from 'node:path';
import { mediaStoreProblems, repoRoot, type MediaStoreEnv } from '@rishta/db';
import { z } from 'zod';
import { parseNotifierConfig, type NotifierConfig } from './notifier-config';
import { unsafeProductionSettings } from './config-safety';
import { parseTrustProxy } from './lib/trust-proxy';

// Found by walking up, not from this file's URL: production runs the bundle apps/api/dist/server.js.
const REPO_ROOT = repoRoot();

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

/** A flag whose default depends on other settings: undefined when unset. */
const optionalFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .optional()
  .transform((v) => (v === undefined ? undefined : ['true', '1', 'yes'].includes(v)));

/** An http(s) URL (or, where the web app allows it, a path on the site's own origin); '' is unset. */
const webAddress = (name: string, opts: { path: boolean }) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .refine(
        (v) => (opts.path && v.startsWith('/')) || z.url({ protocol: /^https?$/ }).safeParse(v).success,
        `${name} must be an http(s) URL${opts.path ? ' or a path starting with /' : ''}`,
      )
      .optional(),
  );

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
    /** Unset: demo data outside production only (issue 28); production seeds it only when told to. */
    SEED_DEMO: optionalFlag,
    /** Production without DATABASE_URL runs on the embedded PGlite only when this says it is meant. */
    EMBEDDED_DB: flag(false),
    DEMO_PROFILES: z.coerce.number().int().min(0).max(100_000).default(500),
    WEB_DIST: z.string().default(resolve(REPO_ROOT, 'apps/web/dist')),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** No proxy, a hop count, or the proxies' addresses and CIDR ranges (lib/trust-proxy.ts). */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const parsed = parseTrustProxy(value);
        if ('value' in parsed) return parsed.value;
        ctx.addIssue({ code: 'custom', message: parsed.problem });
        return z.NEVER;
      }),
    /**
     * The web app's build-time addresses (apps/web/src/config/env-schema.ts), read here too so the
     * content security policy admits them (issue 28): `npm start` builds the web app and starts the
     * server in the same environment. An empty value counts as unset, as in the web build.
     */
    VITE_API_BASE: webAddress('VITE_API_BASE', { path: true }),
    VITE_CHAT_BASE: webAddress('VITE_CHAT_BASE', { path: true }),
    VITE_AD_IMAGE_URL: webAddress('VITE_AD_IMAGE_URL', { path: false }),
    /**
     * Whether this process schedules and runs the periodic jobs (retention, issue 28). Several
     * processes may all say yes: each tick runs on one of them. The API tests turn it off and run
     * the jobs themselves, by the app clock.
     */
    PERIODIC_JOBS: flag(true),
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
    /**
     * Days a deletion request may wait before the console flags it overdue (issue 28, decision
     * 046): the person asked to be erased, and staff still carry out each erasure by hand.
     */
    DELETION_OVERDUE_DAYS: z.coerce.number().int().min(1).max(365).default(3),
  })
  .transform((c) => ({
    ...c,
    MEDIA_DIR: c.MEDIA_DIR ?? resolve(c.DATA_DIR, 'media'),
    PGLITE_DIR: resolve(c.DATA_DIR, 'db'),
    DATABASE_READ_POOL_SIZE: c.DATABASE_READ_POOL_SIZE ?? c.DATABASE_POOL_SIZE,
    MAX_EVENT_LOOP_DELAY_MS: c.MAX_EVENT_LOOP_DELAY_MS ?? (c.DATABASE_URL ? 1000 : 0),
    SEED_DEMO: c.SEED_DEMO ?? c.NODE_ENV !== 'production',
    isProduction: c.NODE_ENV === 'production',
  }));

export type Config = z.output<typeof configSchema> & { notifier: NotifierConfig; mediaStore: MediaStoreEnv };

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
  // Where SMS and e-mail go, and each provider's variables (issue 28): notifier-config.ts.
  const notifier = parseNotifierConfig(env, parsed.data.isProduction);
  if (notifier.problems.length > 0) {
    throw new Error(`Invalid configuration:\n${notifier.problems.map((p) => `  ${p}`).join('\n')}`);
  }
  // Disk or an S3-compatible bucket, and the bucket's variables (issue 33): packages/db.
  const media = mediaStoreProblems(env, parsed.data.MEDIA_DIR);
  if (media.problems.length > 0) {
    throw new Error(`Invalid configuration:\n${media.problems.map((p) => `  ${p}`).join('\n')}`);
  }
  // The production combinations that are unsafe though each value is valid (config-safety.ts).
  const unsafe = unsafeProductionSettings(parsed.data);
  if (unsafe.length > 0) {
    throw new Error(`Invalid configuration:\n${unsafe.map((p) => `  ${p}`).join('\n')}`);
  }
  return { ...parsed.data, notifier: notifier.config, mediaStore: media.store };
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
    PERIODIC_JOBS: 'false',
    ...overrides,
  });
}
