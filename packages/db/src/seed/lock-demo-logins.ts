import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../auth/password';
import type { Db } from '../create-db';
import { accounts, sessions } from '../schema/index';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';

/**
 * For a production start (issue 28): a database first started in development still has the fixed
 * demo logins with the README's password, and the demo profiles seeded with them share that very
 * password hash. Each such hash is replaced by the hash of a random password nobody is told, and
 * those accounts' sessions end. Returns how many accounts were locked (0 on a production database,
 * after two username look-ups).
 */
export async function lockDemoLogins(db: Db): Promise<number> {
  const fixed = await db
    .select({ passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(
      inArray(
        accounts.username,
        DEMO_ACCOUNTS.map((a) => a.username),
      ),
    );
  let locked = 0;
  for (const hash of new Set(fixed.map((f) => f.passwordHash))) {
    if (!(await verifyPassword(hash, DEMO_PASSWORD))) continue;
    const unusable = await hashPassword(randomBytes(32).toString('base64url'));
    const sharing = eq(accounts.passwordHash, hash);
    locked += await db.transaction(async (tx) => {
      const count = await tx.$count(accounts, sharing);
      const ids = tx.select({ id: accounts.id }).from(accounts).where(sharing);
      await tx.delete(sessions).where(inArray(sessions.accountId, ids));
      await tx.update(accounts).set({ passwordHash: unusable }).where(sharing);
      return count;
    });
  }
  return locked;
}
