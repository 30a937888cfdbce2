// What the console's screenshot scripts share to set their data up through the API: the start-up
// admin signed in (and the session the console keeps for it), response checks, and the reports
// the verified demo users make.
import { request, type APIRequestContext, type APIResponse } from '@playwright/test';
import sharp from 'sharp';
import { staffSignIn } from '../../fixtures/staff-sign-in';
import { apiLogin, DEMO_FEMALE, DEMO_MALE, type TestUser } from '../../fixtures/users';
import { staffSessionJson } from './screens';

/**
 * The start-up admin, as the scripts' header comments start the app (ADMIN_USERNAME,
 * ADMIN_PASSWORD).
 */
export const ADMIN = {
  username: process.env.ADMIN_USERNAME ?? 'admin@example.com',
  password: process.env.ADMIN_PASSWORD ?? 'Admin-Passw0rd!',
};

/** `res`, or an error naming `what` with the status and body when it failed. */
export async function ok(res: APIResponse, what: string): Promise<APIResponse> {
  if (!res.ok()) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
  return res;
}

/** `res`'s JSON, or an error naming `what` when it failed. */
export async function json<T>(res: APIResponse, what: string): Promise<T> {
  return (await (await ok(res, what)).json()) as T;
}

type RequestOptions = NonNullable<Parameters<APIRequestContext['fetch']>[1]>;

/**
 * The API at `base` with the start-up admin signed in through it (from `address`, when given, so
 * that a server behind TRUST_PROXY counts the admin's requests apart): `staff` is the headers that
 * carry the admin's token, `session` what the console keeps for it in the browser, and `send`,
 * `get` and `post` call `/api/admin/<path>` with them, failing on an error.
 */
export async function staffApi(base: string, address?: string) {
  const api = await request.newContext({ baseURL: base });
  const from: Record<string, string> = address ? { 'x-forwarded-for': address } : {};
  const token = await staffSignIn(api, ADMIN, from);
  const staff = { authorization: `Token ${token}`, ...from };
  const send = async (method: string, path: string, options: RequestOptions = {}) =>
    ok(
      await api.fetch(`/api/admin/${path}`, {
        ...options,
        method,
        headers: { ...staff, ...options.headers },
      }),
      `${method} ${path}`,
    );
  return {
    api,
    token,
    staff,
    session: staffSessionJson(token, ADMIN.username),
    send,
    get: async <T>(path: string) =>
      json<T>(await api.get(`/api/admin/${path}`, { headers: staff }), `GET ${path}`),
    post: (path: string, data?: object) => send('POST', path, data && { data }),
  };
}
export type StaffApi = Awaited<ReturnType<typeof staffApi>>;

/**
 * The two verified demo users, logged in from `<addressPrefix>.1` and `.2`: `report(0 or 1,
 * target, reason)` has one of them report `target`, with a small red picture as the evidence.
 */
export async function demoReporters(api: APIRequestContext, addressPrefix: string) {
  const evidence = await sharp({
    create: { width: 60, height: 60, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .png()
    .toBuffer();
  const reporters = await Promise.all(
    [DEMO_MALE, DEMO_FEMALE].map((u, i) =>
      apiLogin(api, u.username, u.password, { 'x-forwarded-for': `${addressPrefix}.${i + 1}` }),
    ),
  );
  return async (reporter: number, target: TestUser, reason: string) =>
    ok(
      await api.post('/api/profiles/report-profile/', {
        headers: { authorization: `Token ${reporters[reporter]!.token}` },
        multipart: {
          reason,
          'user-slug': target.slug,
          file: { name: 'proof.png', mimeType: 'image/png', buffer: evidence },
        },
      }),
      'report',
    );
}

/** Handles the first open report in the list with a first warning, as a moderator would. */
export async function warnFirstOpenReport(staff: StaffApi) {
  const open = await staff.get<{ results: { profile: { id: number } }[] }>('reports/');
  const first = open.results[0];
  if (!first) throw new Error('No open report to handle.');
  await staff.post(`reports/profiles/${first.profile.id}/handle/`, {
    action: 'warn',
    note: 'Asked for money on WhatsApp; first warning.',
    message: 'Please do not ask anyone for money. A second report will block your account.',
  });
}
