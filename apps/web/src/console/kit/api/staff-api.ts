import { env } from '@/config/env';
import { ApiError, parseBody } from '@/lib/api';
import { staffSession } from './staff-session';

const API_BASE = env.VITE_API_BASE ?? '';

/**
 * A call to /api/admin/*: the staff token (never the user's) as `Authorization: Token …`. A 401
 * for a call that carried the token means the session is over, so it ends here and the console
 * goes back to its sign-in page. The sign-in calls themselves go `anonymous`: their 401 (an
 * expired challenge) is an answer for the sign-in form, not the end of a session.
 *
 * Unlike the public app's client (lib/api.ts) this sends no x-client-time header: the server
 * accepts calls without it, and the console has no use for the phone-clock correction behind it.
 */
export async function staffApi<T>(
  path: string,
  { json, anonymous = false, ...init }: RequestInit & { json?: unknown; anonymous?: boolean } = {},
): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  const token = anonymous ? undefined : staffSession.get()?.token;
  if (token) headers.set('authorization', `Token ${token}`);
  let body = init.body;
  if (json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(json);
  }
  const response = await fetch(`${API_BASE}/api/admin${path}`, { ...init, headers, body });
  const data = parseBody(await response.text());
  if (!response.ok) {
    if (response.status === 401 && token && staffSession.get()?.token === token) staffSession.endByServer();
    throw new ApiError(response.status, data);
  }
  return data as T;
}
