import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import type { Db } from '../create-db';
import { accounts } from '../schema/index';

/**
 * Creates an admin staff account (no profile: admins moderate, they do not look for a match) unless
 * an account with that username exists. An existing account is left as it is, password included,
 * so restarting with the same settings never resets a changed password. Returns whether it created one.
 */
export async function ensureAdmin(db: Db, username: string, password: string): Promise<boolean> {
  const name = username.trim();
  if (name === '') throw new Error('The admin username is empty.');
  if (password === '') throw new Error('The admin password is empty.');
  const [existing] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.username, name))
    .limit(1);
  if (existing) return false;
  const inserted = await db
    .insert(accounts)
    .values({ username: name, passwordHash: await hashPassword(password), staffRole: 'admin' })
    // Another server may have created it between the check and the insert.
    .onConflictDoNothing({ target: accounts.username })
    .returning({ id: accounts.id });
  return inserted.length > 0;
}
