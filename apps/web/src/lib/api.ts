import { MESSAGES } from '@rishta/domain';
import { session } from './session';

const API_BASE = (import.meta.env.VITE_API_BASE as string | undefined) ?? '';

/** An API answer that was not 2xx; `body` is the server's JSON ({detail} or field errors). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(ApiError.describe(body) ?? `Request failed (${status})`);
  }

  static describe(body: unknown): string | undefined {
    if (body && typeof body === 'object') {
      const detail = (body as { detail?: unknown }).detail;
      if (typeof detail === 'string') return detail;
      const values = Object.values(body as Record<string, unknown>).flat();
      if (values.length && values.every((v) => typeof v === 'string')) return values.join(' ');
    }
    return undefined;
  }

  /** Field errors of a 400 answer: `{"field": ["message"]}`. */
  get fieldErrors(): Record<string, string[]> {
    if (this.status !== 400 || !this.body || typeof this.body !== 'object') return {};
    return Object.fromEntries(
      Object.entries(this.body as Record<string, unknown>).filter(([, v]) => Array.isArray(v)),
    ) as Record<string, string[]>;
  }
}

/**
 * The time-derived header of SPEC.md §7 (base64 twice, reversed). The server only checks it for
 * freshness; it is not a security control (DESIGN.md §5.7).
 */
function clientTimeHeader(now = Date.now()): string {
  return btoa(btoa(String(now)))
    .split('')
    .reverse()
    .join('');
}

/**
 * Server clock minus this device's clock, learnt when the server refuses the header as stale, so
 * a phone whose clock is set wrong still works (the server allows ±10 minutes).
 */
let clockOffset = 0;

/** The server's refusal of a stale time header (MESSAGES.requestTimeStale in packages/domain). */
function isStaleTime(status: number, data: unknown): boolean {
  return status === 400 && ApiError.describe(data) === MESSAGES.requestTimeStale;
}

export const INVALID_TOKEN = 'Invalid token.';
let endedByServer = false;

/**
 * True once after the server refused the stored token (SPEC.md §8 'Invalid token.'). The session
 * is cleared right here, not by a React listener, so the answer is never missed while screens are
 * being swapped; the layout reads this to send the user to the login.
 */
export function takeSessionEndedByServer(): boolean {
  const ended = endedByServer;
  endedByServer = false;
  return ended;
}

/** JSON as the API sends it; a proxy's HTML error page is kept as text so the caller can still fail cleanly. */
function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function api<T>(
  path: string,
  init: RequestInit & { json?: unknown } = {},
  isRetry = false,
): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  headers.set('x-client-time', clientTimeHeader(Date.now() + clockOffset));
  const token = session.get()?.token;
  if (token) headers.set('authorization', `Token ${token}`);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  }
  const response = await fetch(`${API_BASE}/api${path}`, { ...init, headers, body });
  const text = await response.text();
  const data = parseBody(text);
  const serverDate = Date.parse(response.headers.get('date') ?? '');
  if (!isRetry && isStaleTime(response.status, data) && !Number.isNaN(serverDate)) {
    // The device clock is off: set it by the server's and send the same call once more.
    clockOffset = serverDate - Date.now();
    return api<T>(path, init, true);
  }
  if (!response.ok) {
    if (ApiError.describe(data) === INVALID_TOKEN && session.get()) {
      endedByServer = true;
      session.clear();
    }
    throw new ApiError(response.status, data);
  }
  return data as T;
}
