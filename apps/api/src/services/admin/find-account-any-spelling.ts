import { and, eq, sql } from 'drizzle-orm';
import { accounts, type Db } from '@rishta/db';
import { findAccount, type AccountRow } from '../accounts/find-account';

/**
 * User accounts are stored normalised (e-mails in lower case), but the admin account keeps
 * ADMIN_USERNAME as it was configured (ensureAdmin only trims it, e.g. 'Admin@Example.com'). So
 * after the normalised look-up, superusers are matched ignoring letter case. That second query
 * cannot use the username index, but it only runs for names no user account has.
 */
export async function findAdminNamed(db: Db, username: string): Promise<AccountRow | undefined> {
  const normalised = await findAccount(db, username);
  if (normalised) return normalised;
  const [admin] = await db
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.isSuperuser, true),
        eq(sql`lower(${accounts.username})`, username.trim().toLowerCase()),
      ),
    )
    .limit(1);
  return admin;
}
