import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normaliseUsername, type ErrorCode } from '@rishta/domain';
import { AppError } from '../../lib/http-error';

export const FAILED_ATTEMPTS_MAX = 10;
const WINDOW = '15 minutes';

export interface UsernameAttemptsOptions {
  /** The answer once the username is locked (login adds the way out through Forgot password). */
  lockedCode?: ErrorCode;
  /**
   * A value that changes when the owner proves themselves another way: the counter is kept per
   * value, so a new value starts afresh. Login uses the stored password, so a password reset by
   * OTP ends the lock at once (issue 10: a lockout must not lock the real owner out).
   */
  generation?: (username: string) => Promise<string>;
}

/**
 * Per-username guard against password and OTP guessing spread over many IPs (DESIGN.md §5.5).
 * Only failed attempts count, so the owner logging in often is never locked out; after
 * FAILED_ATTEMPTS_MAX failures in 15 minutes the username is refused until the window ends.
 * The counter lives in @fastify/rate-limit's store, shared through Redis when REDIS_URL is set, so
 * every API process counts together (issue 10).
 */
export function usernameAttempts(
  app: FastifyInstance,
  action: string,
  options: UsernameAttemptsOptions = {},
) {
  const guarded = failedAttempts(app, action, options.lockedCode);
  return async <T>(request: FastifyRequest, attempt: () => Promise<T>): Promise<T> => {
    const username = normaliseUsername((request.body as { username: string }).username);
    const generation = options.generation ? await options.generation(username) : '';
    return guarded(request, `${username}:${generation}`, attempt);
  };
}

/**
 * The counter behind usernameAttempts, for any key (the staff code step counts per account, issue
 * 13): only 400 answers (a wrong password or code) count, and past the limit the key gets 429.
 */
export function failedAttempts(
  app: FastifyInstance,
  action: string,
  lockedCode: ErrorCode = 'tooManyAttempts',
) {
  const keys = new WeakMap<FastifyRequest, string>();
  const limiter = app.createRateLimit({
    max: FAILED_ATTEMPTS_MAX,
    timeWindow: WINDOW,
    keyGenerator: (request) => keys.get(request) ?? `${action}:?`,
  });
  return async <T>(request: FastifyRequest, key: string, attempt: () => Promise<T>): Promise<T> => {
    keys.set(request, `${action}:${key}`);
    const state = await limiter(request, { increment: false });
    if (!state.isAllowed && state.remaining === 0) throw AppError.detail(429, lockedCode);
    try {
      return await attempt();
    } catch (error) {
      // A 400 is a wrong password or code; anything else is not a guess.
      if (error instanceof AppError && error.status === 400) await limiter(request);
      throw error;
    }
  };
}

/** A short fingerprint of a stored password hash: it changes whenever the password does. */
export function passwordGeneration(passwordHash: string | undefined): string {
  return passwordHash ? createHash('sha256').update(passwordHash).digest('base64url').slice(0, 12) : '';
}
