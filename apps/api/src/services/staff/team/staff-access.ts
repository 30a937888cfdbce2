import { eq } from 'drizzle-orm';
import { STAFF_MESSAGES, type StaffMessageKey, type StaffActionResponse } from '@rishta/domain';
import { accounts, staffRecoveryCodes, type Db } from '@rishta/db';
import { conflict } from '../../../lib/http-error';
import { endAllSessions } from '../../accounts/sessions';
import { recordAudit } from '../../audit-log/record-audit';
import type { Staff } from '../kit/staff';
import { lockedStaff, toStaffMember } from './staff-member';

const answer = (row: typeof accounts.$inferSelect, message: StaffMessageKey): StaffActionResponse => ({
  ...toStaffMember(row),
  message: STAFF_MESSAGES[message],
});

/**
 * Sets whether a staff member may sign in. Disabling ends every session they have at once, and the
 * sign-in refuses them like a wrong password. An admin cannot disable themselves, so the team is
 * never left without the admin who could undo it. Asking for the state it already has changes
 * nothing and writes no audit row.
 */
export async function setStaffDisabled(
  db: Db,
  admin: Staff,
  accountId: number,
  disabled: boolean,
  now: Date,
): Promise<StaffActionResponse> {
  if (disabled && accountId === admin.accountId) throw conflict('staffCannotDisableSelf');
  const message = disabled ? 'staffDisabled' : 'staffEnabled';
  return db.transaction(async (tx) => {
    const row = await lockedStaff(tx, accountId);
    if (row.isBlocked === disabled) return answer(row, message);
    const [updated] = await tx
      .update(accounts)
      .set({ isBlocked: disabled })
      .where(eq(accounts.id, accountId))
      .returning();
    if (disabled) await endAllSessions(tx, accountId);
    await recordAudit(tx, {
      actor: admin.accountId,
      action: disabled ? 'staff.disable' : 'staff.enable',
      subject: `account:${accountId}`,
      subjectAccountId: accountId,
      before: { disabled: row.isBlocked },
      after: { disabled },
      at: now,
    });
    return answer(updated!, message);
  });
}

/**
 * For a lost phone (issue 13): forgets the authenticator and the recovery codes and ends the
 * member's sessions, so their next sign-in shows a new QR code to set up, as the first one did.
 */
export async function resetAuthenticator(
  db: Db,
  admin: Staff,
  accountId: number,
  now: Date,
): Promise<StaffActionResponse> {
  return db.transaction(async (tx) => {
    const row = await lockedStaff(tx, accountId);
    const [updated] = await tx
      .update(accounts)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(accounts.id, accountId))
      .returning();
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.accountId, accountId));
    await endAllSessions(tx, accountId);
    await recordAudit(tx, {
      actor: admin.accountId,
      action: 'staff.authenticator_reset',
      subject: `account:${accountId}`,
      subjectAccountId: accountId,
      before: { authenticator_set_up: row.totpEnabledAt !== null },
      after: { authenticator_set_up: false },
      at: now,
    });
    return answer(updated!, 'staffAuthenticatorReset');
  });
}
