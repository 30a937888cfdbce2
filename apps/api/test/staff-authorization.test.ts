import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '@rishta/domain';
import { staffRouteRoles } from '../src/routes/staff/index';
import { signedInStaff } from './helpers/staff';
import { authHeaders, createTestApp, demoPair, type TestContext } from './helpers/test-app';

/**
 * Issue 13: every staff route × {anonymous, user, moderator, admin}. The list is what the routes
 * declare (routes/staff/index.ts refuses a route without a role), so a new route is covered the
 * moment it exists. Bodies are empty, so an allowed call fails validation rather than acting.
 */
let ctx: TestContext;
const tokens: Record<'user' | 'moderator' | 'admin', string> = { user: '', moderator: '', admin: '' };

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 2 });
  tokens.user = (await demoPair(ctx.handle)).man.token;
  tokens.moderator = (await signedInStaff(ctx, 'moderator')).token;
  tokens.admin = (await signedInStaff(ctx, 'admin')).token;
});
afterAll(() => ctx.close());

// Signing out ends the caller's session, so it goes last.
const routes = () =>
  [...staffRouteRoles()].sort(([a], [b]) => Number(a.endsWith('/logout')) - Number(b.endsWith('/logout')));

const call = (key: string, token?: string) => {
  const [method, url] = key.split(' ') as [string, string];
  const path = url
    .replace(/:profile_code/g, 'RM100001')
    .replace(/:username/g, '9000000001')
    .replace(/:[a-z_]+/g, '1');
  return ctx.app.inject({
    method: method as 'GET',
    url: path,
    headers: authHeaders(token),
    ...(method !== 'GET' && method !== 'DELETE' && { payload: {} }),
  });
};

describe('who may call each staff route', () => {
  it('declares a role on every route under /api/admin', () => {
    const keys = [...staffRouteRoles().keys()];
    expect(keys.length).toBeGreaterThan(8);
    expect(keys.every((k) => k.split(' ')[1]!.startsWith('/api/admin/'))).toBe(true);
  });

  it('refuses anonymous callers and users everywhere, moderators on admin routes', async () => {
    const wrong: string[] = [];
    for (const [key, role] of routes()) {
      const anonymous = await call(key);
      if (anonymous.statusCode !== 401) wrong.push(`${key} anonymous → ${anonymous.statusCode}`);
      const user = await call(key, tokens.user);
      if (user.statusCode !== 403 || user.json().code !== 'staffOnly')
        wrong.push(`${key} user → ${user.statusCode}`);
      const moderator = await call(key, tokens.moderator);
      if (role === 'admin') {
        if (moderator.statusCode !== 403 || moderator.json().detail !== STAFF_MESSAGES.adminOnly) {
          wrong.push(`${key} moderator → ${moderator.statusCode}`);
        }
      } else if ([401, 403].includes(moderator.statusCode)) {
        wrong.push(`${key} moderator → ${moderator.statusCode}`);
      }
      const admin = await call(key, tokens.admin);
      if ([401, 403].includes(admin.statusCode)) wrong.push(`${key} admin → ${admin.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
