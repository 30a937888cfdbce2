import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DbHandle, MediaStore } from '@rishta/db';
import type { Config } from './config';
import { authPlugin } from './plugins/auth';
import { cachePlugin } from './plugins/cache';
import { clockPlugin } from './plugins/clock';
import { dbPlugin } from './plugins/db';
import { docsPlugin } from './plugins/docs';
import { answerFrameworkError, errorsPlugin } from './plugins/errors';
import { noStorePlugin } from './plugins/no-store';
import { securityHeadersPlugin } from './plugins/security-headers';
import { rateLimitPlugin } from './plugins/rate-limit';
import { shedLoadPlugin } from './plugins/shed-load';
import { uploadLimitsPlugin } from './plugins/upload-limits';
import { refuseNulPlugin } from './plugins/refuse-nul';
import { listingIndexPlugin } from './plugins/listing-index';
import { mediaPlugin } from './plugins/media';
import { jobsPlugin } from './plugins/jobs';
import { chatBusPlugin } from './plugins/chat-bus';
import { chatSocketPlugin } from './plugins/chat-socket';
import type { ChatBus } from './services/chat-bus/chat-bus';
import { spaPlugin } from './plugins/spa';
import { contentSecurityPolicy } from './lib/content-security-policy';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { notFound, sendError } from './lib/http-error';
import { apiRoutes } from './routes';
import type { BioDataRendererOptions } from './services/bio-data/render-pool';

export interface AppDeps {
  config: Config;
  db: DbHandle;
  media: MediaStore;
  mediaSecret: string;
  /** Live chat's fan-out; in-process unless the server chose a shared one (issue 14). */
  chatBus?: ChatBus;
  /** The bio-data worker pool's limits (tests shorten the time limit). */
  bioDataRenderer?: BioDataRendererOptions;
}

/** Builds the whole app without listening, so tests drive it with `app.inject()`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      // Personal data must not reach the logs.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'body.password', 'body.otp'],
    },
    // None, the nearest hops or the listed proxies; never every hop (issue 28, lib/trust-proxy.ts).
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    bodyLimit: 1024 * 1024,
    // Errors the router raises before any handler runs still answer in our one error shape.
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  // First of the request hooks: an overloaded process answers 503 before doing any work.
  await app.register(shedLoadPlugin, { maxEventLoopDelayMs: config.MAX_EVENT_LOOP_DELAY_MS });
  await app.register(refuseNulPlugin);
  await app.register(noStorePlugin);
  await app.register(securityHeadersPlugin, {
    // The configured API, chat and ad image addresses are admitted, so no setting is blocked by us.
    contentSecurityPolicy: {
      directives: contentSecurityPolicy({
        apiBase: config.VITE_API_BASE,
        chatBase: config.VITE_CHAT_BASE,
        adImageUrl: config.VITE_AD_IMAGE_URL,
      }),
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimitPlugin, { redisUrl: config.REDIS_URL, prefix: config.REDIS_PREFIX });
  // Photos, verification documents and evidence: one file per request, 5 MB at most (413 beyond).
  await app.register(uploadLimitsPlugin);
  await app.register(dbPlugin, {
    handle: deps.db,
    // The public reads' own pool: a replica if configured, with a time limit (issue 15).
    read: {
      readUrl: config.DATABASE_READ_URL,
      poolSize: config.DATABASE_READ_POOL_SIZE,
      statementTimeoutMs: config.LIST_STATEMENT_TIMEOUT_MS,
      queueLimit: config.READ_QUEUE_LIMIT,
    },
  });
  await app.register(chatBusPlugin, { bus: deps.chatBus });
  await app.register(clockPlugin, {
    start: config.DEV_CLOCK && !config.isProduction ? new Date(config.DEV_CLOCK) : undefined,
  });
  // The job runner and the notification worker: after the database and the clock (issue 28).
  await app.register(jobsPlugin, { config, media: deps.media });
  await app.register(cachePlugin, {
    ttlSeconds: config.CACHE_TTL_SECONDS,
    redisUrl: config.REDIS_URL,
    prefix: config.REDIS_PREFIX,
  });
  await app.register(listingIndexPlugin, {
    enabled: config.LISTING_INDEX,
    keepCardsMs: config.LIST_CACHE_SECONDS * 1000,
  });
  await app.register(mediaPlugin, { store: deps.media, secret: deps.mediaSecret });
  await app.register(authPlugin);
  // Live chat at /api/friends/ws: after the database, the clock and the bus it uses (issue 14).
  await app.register(chatSocketPlugin);
  // The browsable docs page only outside production; the OpenAPI JSON always (issue 28).
  await app.register(docsPlugin, { ui: !config.isProduction });
  await app.register(apiRoutes, {
    prefix: '/api',
    config,
    mediaSecret: deps.mediaSecret,
    bioDataRenderer: deps.bioDataRenderer,
  });
  await app.register(spaPlugin, { root: config.WEB_DIST });

  const hasWebApp = existsSync(join(config.WEB_DIST, 'index.html'));
  app.setNotFoundHandler((request, reply) => {
    // Client-side routes (/guidelines, /profiles/…) get the app shell; its router shows the 404 screen.
    const isPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api/') &&
      !/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if (isPage && hasWebApp) return app.sendAppPage(request, reply);
    return sendError(reply, notFound());
  });
  return app;
}
