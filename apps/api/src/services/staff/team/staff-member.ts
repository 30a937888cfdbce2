import { and, eq, isNotNull } from 'drizzle-orm';
import type { StaffMember } from '@rishta/domain';
import { accounts, type Db } from '@rishta/db';
import { notFound } from '../../../lib/http-error';

type AccountRow = typeof accounts.$inferSelect;

/** A staff account as the staff page shows it: never its secret or password hash. */
export const toStaffMember = (row: AccountRow): StaffMember => ({
  account_id: row.id,
  username: row.username,
  role: row.staffRole!,
  created_on: row.createdAt.toISOString(),
  last_login_at: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
  authenticator_set_up: row.totpEnabledAt !== null,
  // A staff account is disabled with the same flag that blocks a user: sign-in and tokens refuse it.
  disabled: row.isBlocked,
});

/** The staff account `accountId`, locked for the change about to be made; a user account is a 404. */
export async function lockedStaff(tx: Db, accountId: number): Promise<AccountRow> {
  const [row] = await tx
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, accountId), isNotNull(accounts.staffRole)))
    .for('update');
  if (!row) throw notFound();
  return row;
}
