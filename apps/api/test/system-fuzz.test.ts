import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '@rishta/db';
import { MESSAGES } from '@rishta/domain';
import { expectRefused } from './helpers/answers';
import { createTestApp, tokenFor, type TestContext, authHeaders } from './helpers/test-app';

/**
 * Whatever arrives, the API never answers 5xx: every route of the OpenAPI document gets hostile
 * path parameters, query strings and bodies, as a visitor and as a logged-in user.
 */
let ctx: TestContext;
let userToken: string;
interface Operation {
  parameters?: { name: string; in: 'path' | 'query' | 'header' }[];
}
let routes: { method: string; path: string; operation: Operation }[];

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 4 });
  const [someone] = await ctx.handle.db.select().from(profiles).limit(1);
  const { accounts } = await import('@rishta/db');
  const { eq } = await import('drizzle-orm');
  const [account] = await ctx.handle.db.select().from(accounts).where(eq(accounts.id, someone!.accountId));
  userToken = await tokenFor(ctx.handle, account!.username);
  const spec = (await ctx.app.inject('/api/docs/json')).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  routes = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
  expect(routes.length).toBeGreaterThan(40);
});
afterAll(() => ctx.close());

const big = 'ر'.repeat(300_000); // ~600 KB of UTF-8, under the 1 MB body limit
const nested = JSON.parse('{"a":'.repeat(2000) + '1' + '}'.repeat(2000)) as unknown;
const hostileValues: unknown[] = [
  "' OR 1=1; drop table profiles; --",
  'a\u0000b',
  '\u202Eمرحبا\u202C <script>alert(1)</script>',
  -1,
  1e308,
  true,
  null,
  [],
  { $gt: '' },
  '%',
  '../../etc/passwd',
];
const hostileSegments = [
  "1'--",
  'a%00b',
  '%E2%80%AE%D8%B1',
  '-1',
  '99999999999999999999',
  '__proto__',
  'x'.repeat(90),
];

function bodiesFor(fields: string[]): unknown[] {
  const each = (value: unknown) => Object.fromEntries(fields.map((field) => [field, value]));
  return [
    ...hostileValues.map(each),
    each(big),
    nested,
    JSON.parse('{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}') as unknown,
    [1, 2, 3],
    'plain string',
  ];
}

const FIELDS = ['username', 'password', 'otp', 'full_name', 'gender', 'status', 'message', 'reason', 'now'];

async function send(method: string, url: string, token: string | undefined, payload?: unknown) {
  const headers: Record<string, string> = authHeaders(token);
  const res = await ctx.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(payload === undefined
      ? {}
      : { payload: JSON.stringify(payload), headers: { ...headers, 'content-type': 'application/json' } }),
  });
  return res;
}

describe('hostile input never gives a server error', () => {
  it("answers the framework's own errors in the one error shape", async () => {
    /** A login whose body is `payload`, sent as `contentType`. */
    const login = (contentType: string, payload: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/profiles/login/',
        headers: { 'content-type': contentType },
        payload,
      });
    const tooLong = await ctx.app.inject(`/api/profiles/detail-slug/${'a'.repeat(150)}/`);
    expectRefused(tooLong, 414, 'addressTooLong');
    expectRefused(await login('application/json', '{"username": '), 400, 'unreadableRequest');
    expectRefused(await login('text/xml', '<a/>'), 415, 'unsupportedMediaType');
    const missing = await ctx.app.inject({ method: 'DELETE', url: '/api/profiles/login/' });
    expectRefused(missing, 404, 'apiNotFound');
  });

  it('names the field that carries a NUL and stores nothing', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login/',
      payload: { username: 'admin\u0000', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      username: [MESSAGES.invalidCharacters],
      codes: { username: ['invalidCharacters'] },
    });
  });
  it('path parameters, query strings and bodies on every route, visitor and user', async () => {
    const failures: string[] = [];
    for (const { method, path, operation } of routes) {
      if (path.startsWith('/api/docs')) continue;
      const queryNames = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      for (const token of [undefined, userToken]) {
        for (const segment of hostileSegments) {
          const filled = path.replace(/\{[^}]+\}/g, segment);
          const query = [...queryNames, 'page', 'search']
            .map((name) => `${name}=${encodeURIComponent(segment)}`)
            .join('&');
          const url = `${filled}?${query}`;
          const res = await send(method, url, token, method === 'GET' ? undefined : {});
          if (res.statusCode >= 500)
            failures.push(`${method} ${url} → ${res.statusCode} ${res.body.slice(0, 80)}`);
        }
        if (method === 'GET') continue;
        const plain = path.replace(/\{[^}]+\}/g, 'abc');
        for (const body of bodiesFor(FIELDS)) {
          const res = await send(method, plain, token, body);
          if (res.statusCode >= 500)
            failures.push(`${method} ${plain} body → ${res.statusCode} ${res.body.slice(0, 80)}`);
          expect(res.json()).toBeTypeOf('object');
        }
        const multipart = await ctx.app.inject({
          method: method as 'POST',
          url: plain,
          headers: {
            ...authHeaders(token),
            'content-type': 'multipart/form-data; boundary=zz',
          },
          payload: '--zz\r\nContent-Disposition: form-data; name="file"\r\n\r\n\u0000broken',
        });
        if (multipart.statusCode >= 500)
          failures.push(`${method} ${plain} multipart → ${multipart.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
