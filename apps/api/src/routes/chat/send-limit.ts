import type { FastifyInstance } from 'fastify';
import { AppError, CHAT_SENDS_PER_MINUTE } from '@rishta/domain';
import { perAccountLimit } from '../../lib/per-account-limit';

/**
 * One counter for send-message and send-group-message together (issue 14: about 30 a minute per
 * sender). A route's own `config.rateLimit` would count each route apart, so both routes share
 * this one limiter as their preHandler. It runs after the chat guard, so it counts accounts; with
 * REDIS_URL the count is shared by every API process (plugins/rate-limit.ts). The refusal names
 * the chat's own reason rather than the generic 'too many requests'.
 */
export function chatSendLimit(app: FastifyInstance) {
  return app.rateLimit({
    ...perAccountLimit('chat-send', CHAT_SENDS_PER_MINUTE, '1 minute'),
    errorResponseBuilder: () => AppError.detail(429, 'chatTooFast'),
  });
}
