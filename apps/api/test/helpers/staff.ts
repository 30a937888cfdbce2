import { expect } from 'vitest';
import { accounts, hashPassword } from '@rishta/db';
import type { StaffRole } from '@rishta/domain';
import { newTotpSecret, totpCodeAt } from '../../src/services/staff/sign-in/totp';
import type { TestContext } from './test-app';

export const STAFF_PASSWORD = 'staff-Passw0rd!';

export interface TestStaff {
  accountId: number;
  username: string;
  role: StaffRole;
  /** The authenticator secret, so a test can make codes at the app's clock. */
  secret: string;
  token: string;
}

let made = 0;

/**
 * A staff member with an authenticator already set up, signed in through the real two steps (the
 * code comes from the app's clock). Each call makes a new account, so two sign-ins never reuse a
 * 30-second code.
 */
export async function signedInStaff(ctx: TestContext, role: StaffRole = 'moderator'): Promise<TestStaff> {
  made += 1;
  const username = `${role}-${made}-${process.pid}@staff.example`;
  const secret = newTotpSecret();
  const [row] = await ctx.handle.db
    .insert(accounts)
    .values({
      username,
      passwordHash: await hashPassword(STAFF_PASSWORD),
      staffRole: role,
      totpSecret: secret,
      totpEnabledAt: ctx.app.clock(),
    })
    .returning({ id: accounts.id });
  const token = await staffSignIn(ctx, username, STAFF_PASSWORD, secret);
  return { accountId: row!.id, username, role, secret, token };
}

/** The two sign-in steps for an account whose authenticator is set up; returns the staff token. */
export async function staffSignIn(ctx: TestContext, username: string, password: string, secret: string) {
  const first = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/login/',
    payload: { username, password },
  });
  expect(first.statusCode, first.body).toBe(200);
  expect(first.json().stage).toBe('code');
  const second = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/login/code/',
    payload: { challenge: first.json().challenge, code: totpCodeAt(secret, ctx.app.clock()) },
  });
  expect(second.statusCode, second.body).toBe(200);
  return second.json().token as string;
}
