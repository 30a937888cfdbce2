import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES, normaliseUsername } from '@rishta/domain';
import { HttpError } from '../../lib/http-error';

export const FAILED_ATTEMPTS_MAX = 10;
const WINDOW = '15 minutes';

/**
 * Per-username guard against password and OTP guessing spread over many IPs (DESIGN.md §5.5).
 * Only failed attempts count, so the owner logging in often is never locked out; after
 * FAILED_ATTEMPTS_MAX failures in 15 minutes the username is refused until the window ends.
 * The counter lives in @fastify/rate-limit's store (in memory, per process), like the per-IP limits.
 */
export function usernameAttempts(app: FastifyInstance, action: string) {
  const limiter = app.createRateLimit({
    max: FAILED_ATTEMPTS_MAX,
    timeWindow: WINDOW,
    keyGenerator: (request) =>
      `${action}:${normaliseUsername((request.body as { username: string }).username)}`,
  });
  return async <T>(request: FastifyRequest, attempt: () => Promise<T>): Promise<T> => {
    const state = await limiter(request, { increment: false });
    if (!state.isAllowed && state.remaining === 0) {
      throw new HttpError(429, { detail: MESSAGES.tooManyAttempts });
    }
    try {
      return await attempt();
    } catch (error) {
      // A 400 is a wrong password or code; anything else is not a guess.
      if (error instanceof HttpError && error.statusCode === 400) await limiter(request);
      throw error;
    }
  };
}
