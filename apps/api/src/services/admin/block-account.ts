import { eq } from 'drizzle-orm';
import { MESSAGES, type AdminAccountResponse } from '@rishta/domain';
import { accounts, auditLog, type Db } from '@rishta/db';
import { forbidden, notFound } from '../../lib/http-error';
import { endAllSessions } from '../accounts/sessions';
import { findAdminNamed } from './find-account-any-spelling';

async function accountOrNotFound(db: Db, username: string) {
  // Any spelling, so that an admin account named with capitals is found (and refused) too.
  const account = await findAdminNamed(db, username);
  if (!account) throw notFound();
  return account;
}

/**
 * Blocks an account: its profile leaves every listing (listedProfile checks the flag), its tokens
 * end, and verify-user and login show the reason (SPEC.md §8 'User Blocked Reason : …'). Blocking
 * again replaces the reason. Admin accounts cannot be blocked, so no admin can lock the others out.
 */
export async function blockAccount(
  db: Db,
  adminAccountId: number,
  username: string,
  reason: string,
): Promise<AdminAccountResponse> {
  const account = await accountOrNotFound(db, username);
  if (account.isSuperuser) throw forbidden('adminCannotBeBlocked');
  await db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ isBlocked: true, blockReason: reason })
      .where(eq(accounts.id, account.id));
    await endAllSessions(tx, account.id);
    await tx
      .insert(auditLog)
      .values({ actorAccountId: adminAccountId, action: 'block', subject: `account:${account.id}`, reason });
  });
  return {
    username: account.username,
    is_blocked: true,
    block_reason: reason,
    message: MESSAGES.accountBlocked,
  };
}

/** Lifts a block: the user can log in again and the profile returns to listings if it is listed. */
export async function unblockAccount(
  db: Db,
  adminAccountId: number,
  username: string,
): Promise<AdminAccountResponse> {
  const account = await accountOrNotFound(db, username);
  await db.transaction(async (tx) => {
    await tx.update(accounts).set({ isBlocked: false, blockReason: null }).where(eq(accounts.id, account.id));
    await tx
      .insert(auditLog)
      .values({ actorAccountId: adminAccountId, action: 'unblock', subject: `account:${account.id}` });
  });
  return {
    username: account.username,
    is_blocked: false,
    block_reason: null,
    message: MESSAGES.accountUnblocked,
  };
}
