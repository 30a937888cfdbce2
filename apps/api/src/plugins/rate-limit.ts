import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { clientAddressKey } from '../lib/client-address-key';
import { AppError } from '../lib/http-error';

// The limiter's refusal in our error shape, with the code the web translates. The wait goes as a
// number of minutes (the limiter's own `after` is an English phrase, "1 minute").
const errorResponseBuilder = (_request: unknown, context: { statusCode: number; ttl: number }) =>
  AppError.detail(context.statusCode, 'tooManyRequests', {
    minutes: Math.max(1, Math.ceil(context.ttl / 60_000)),
  });

// Every limit without a key of its own counts per client address, an IPv6 client per /64 (issue 28).
const keyGenerator = (request: FastifyRequest) => clientAddressKey(request.ip);

/**
 * @fastify/rate-limit for the routes that ask for it (per-IP limits, per-username login and reset
 * counters, per-account paces). With REDIS_URL every API process counts in the same Redis, so a
 * limit holds behind a load balancer (issue 10); without it the one process counts in memory.
 * If Redis is unreachable the limits are skipped rather than the site refused: the limits that
 * must never lapse (OTP tries, daily contacts) are counted in the database.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: { redisUrl?: string; prefix: string }) => {
    if (!opts.redisUrl) {
      await app.register(rateLimit, { global: false, keyGenerator, errorResponseBuilder });
      return;
    }
    const redis = new Redis(opts.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 });
    redis.on('error', (error) => app.log.warn({ err: error }, 'Redis unavailable: rate limits skipped'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: `${opts.prefix}:rate-limit:`,
      skipOnError: true,
      keyGenerator,
      errorResponseBuilder,
    });
  },
);
