import { AppError } from '@rishta/domain';
import { env } from '@/config/env';
import { session } from './session';

const API_BASE = env.VITE_API_BASE ?? '';
/**
 * The chat service's base, when the deployment runs it apart from the API (SPEC.md §7 allows
 * separate bases): the chat's calls, /api/friends/*, and its socket go there.
 */
export const CHAT_BASE = env.VITE_CHAT_BASE ?? API_BASE;

/** The address of an API path: the chat's calls on the chat base, the others on the API's. */
export function apiUrl(path: string, bases = { api: API_BASE, chat: CHAT_BASE }): string {
  return `${path.startsWith('/friends/') ? bases.chat : bases.api}/api${path}`;
}

/**
 * An API answer that was not 2xx: the domain's AppError read from the body (its codes, fields and
 * extras such as `remaining`), with the raw body kept for the few calls that answer more.
 */
export class ApiError extends AppError {
  constructor(
    status: number,
    readonly body: unknown,
  ) {
    const parsed = AppError.fromBody(status, body);
    super(status, {
      issue: parsed.issue,
      fields: parsed.fields,
      shape: parsed.shape,
      extra: parsed.extra,
      text: parsed.message,
    });
    this.name = 'ApiError';
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

let endedByServer = false;

/**
 * How a request reaches the API: the browser's fetch, or, when the server renders a page
 * (entry-server.tsx, issue 31), the API's own in-process call as a logged-out visitor.
 */
let transport: (url: string, init: RequestInit) => Promise<Response> = (url, init) => fetch(url, init);

/** The server's page renderer routes the app's calls into the API it runs in. */
export function setApiTransport(send: typeof transport): void {
  transport = send;
}

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
export function parseBody(text: string): unknown {
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
  const response = await transport(apiUrl(path), { ...init, headers, body });
  const text = await response.text();
  const data = parseBody(text);
  const serverDate = Date.parse(response.headers.get('date') ?? '');
  const failure = response.ok ? null : new ApiError(response.status, data);
  if (!isRetry && failure?.is('requestTimeStale') && !Number.isNaN(serverDate)) {
    // The device clock is off: set it by the server's and send the same call once more.
    clockOffset = serverDate - Date.now();
    return api<T>(path, init, true);
  }
  if (failure) {
    if (failure.is('invalidToken') && session.get()) {
      endedByServer = true;
      session.clear();
    }
    throw failure;
  }
  return data as T;
}
