import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import { AppError } from '../lib/http-error';
import { RETRY_AFTER } from './errors';

/** Answered even under pressure: a load balancer that saw them fail would take the process out. */
const ALWAYS_ANSWERED = new Set(['/api/health', '/api/ready', '/api/metrics']);

/**
 * Sheds load when this process itself is saturated (issue 15): while the event loop's mean delay
 * over the last second is above `maxEventLoopDelayMs`, requests get 503 `serviceBusy` with
 * Retry-After at once instead of queueing behind work that is already late. A busy database is
 * the read pool's own limit (READ_QUEUE_LIMIT, packages/db createReadDb). 0 turns it off.
 */
export const shedLoadPlugin = fp(async (app: FastifyInstance, opts: { maxEventLoopDelayMs: number }) => {
  await app.register(underPressure, {
    maxEventLoopDelay: opts.maxEventLoopDelayMs,
    // The rejection goes to the error handler, which answers in our one error shape.
    pressureHandler: async (request: FastifyRequest, reply) => {
      if (ALWAYS_ANSWERED.has(request.routeOptions.url ?? '')) return;
      request.log.warn('event loop overloaded: request shed');
      reply.header('retry-after', RETRY_AFTER);
      throw AppError.detail(503, 'serviceBusy');
    },
  });
});
