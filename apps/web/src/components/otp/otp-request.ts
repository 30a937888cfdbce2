// What the client knows about the last code it asked for (issue 11): when a resend is allowed,
// until when the code works and how many new codes the number has left today. The server answers
// in seconds from now, so a phone with a wrong clock still counts down correctly.
import type { OtpSentResponse } from '@rishta/domain';
import { ApiError } from '@/lib/api';

export interface OtpRequest {
  /** The username the code went to: a changed number needs a new code. */
  username: string;
  /** Epoch ms (this device) after which a resend is allowed. */
  resendAt: number;
  /** Epoch ms (this device) after which the code no longer works. */
  expiresAt: number;
  /** New codes left today for this number and purpose. */
  remaining: number;
}

export function otpRequestFrom(username: string, answer: OtpSentResponse, now = Date.now()): OtpRequest {
  return {
    username,
    resendAt: now + answer.resend_after * 1000,
    expiresAt: now + answer.expires_in * 1000,
    remaining: answer.remaining,
  };
}

/**
 * A refused request still teaches the client: a 429 says how long to wait before a resend and how
 * many codes are left. Answers the updated request, or null when the error says neither.
 *
 * A 503 otpSendFailed (issue 28: the last code's message failed a moment ago) says when to try
 * again (`retry_after`); the button counts that down. It is still an error the screen shows.
 */
export function otpRequestAfterError(
  previous: OtpRequest | null,
  username: string,
  error: unknown,
  now = Date.now(),
): OtpRequest | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 503 && error.is('otpSendFailed')) {
    const { retry_after: retryAfter } = error.extra as { retry_after?: unknown };
    if (previous?.username !== username || typeof retryAfter !== 'number') return null;
    return { ...previous, resendAt: now + retryAfter * 1000 };
  }
  if (error.status !== 429) return null;
  const body = error.extra as { resend_after?: unknown; remaining?: unknown };
  const base = previous?.username === username ? previous : null;
  const wait = typeof body.resend_after === 'number' ? body.resend_after : null;
  const remaining = typeof body.remaining === 'number' ? body.remaining : (base?.remaining ?? 0);
  if (!base && wait === null) return { username, resendAt: now, expiresAt: now, remaining };
  return {
    username,
    resendAt: wait === null ? (base?.resendAt ?? now) : now + wait * 1000,
    expiresAt: base?.expiresAt ?? now,
    remaining,
  };
}

/** The request is for this username and its code still works. */
export const isLive = (
  request: OtpRequest | null,
  username: string,
  now = Date.now(),
): request is OtpRequest => !!request && request.username === username && request.expiresAt > now;
