import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { accounts, type Db } from '@rishta/db';
import { findAccount, type AccountRow } from '../../accounts/find-account';

/**
 * User accounts are stored normalised (e-mails in lower case), but a staff account keeps its name
 * as it was configured (ensureAdmin only trims ADMIN_USERNAME, e.g. 'Admin@Example.com'). So after
 * the normalised look-up, staff are matched ignoring letter case. That second query cannot use the
 * username index, but it only runs for names no user account has.
 */
export async function findStaffNamed(db: Db, username: string): Promise<AccountRow | undefined> {
  const normalised = await findAccount(db, username);
  if (normalised) return normalised;
  const [staff] = await db
    .select()
    .from(accounts)
    .where(
      and(isNotNull(accounts.staffRole), eq(sql`lower(${accounts.username})`, username.trim().toLowerCase())),
    )
    .limit(1);
  return staff;
}
