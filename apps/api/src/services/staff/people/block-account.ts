import { eq } from 'drizzle-orm';
import { type AdminAccountResponse, STAFF_MESSAGES } from '@rishta/domain';
import { accounts, type Db } from '@rishta/db';
import { notFound } from '../../../lib/http-error';
import type { ChatBus } from '../../chat-bus/chat-bus';
import { closeProfileSockets, profileIdOfAccount } from '../../chat/close-sockets';
import { auditedChange } from '../kit/audited-change';
import { findStaffNamed } from '../kit/find-staff';
import { setBlocked } from '../kit/set-blocked';

async function accountOrNotFound(db: Db, username: string) {
  // Any spelling, so that a staff account named with capitals is found (and refused) too.
  const account = await findStaffNamed(db, username);
  if (!account) throw notFound();
  return account;
}

/** The audit row's record: the account itself. */
const aboutAccount = (account: { id: number }) => ({
  subject: `account:${account.id}`,
  subjectAccountId: account.id,
});

/**
 * Blocks an account: its profile leaves every listing (listedProfile checks the flag), its tokens
 * end, and verify-user and login show the reason (SPEC.md §8 'User Blocked Reason : …'). Blocking
 * again replaces the reason. Staff accounts are not blocked here (an admin manages staff), so no
 * moderator can lock the others out.
 */
export async function blockAccount(
  db: Db,
  bus: ChatBus,
  adminAccountId: number,
  username: string,
  reason: string,
  now: Date,
): Promise<AdminAccountResponse> {
  const account = await accountOrNotFound(db, username);
  await auditedChange(
    db,
    { actor: adminAccountId, at: now },
    (tx) => setBlocked(tx, account, reason),
    (change) => ({ action: 'block', ...aboutAccount(account), reason, ...change }),
  );
  // Its live chat sockets close too, and its messages stop (issue 14).
  const profileId = await profileIdOfAccount(db, account.id);
  if (profileId !== undefined) await closeProfileSockets(bus, profileId, 'account blocked');
  return {
    username: account.username,
    is_blocked: true,
    block_reason: reason,
    message: STAFF_MESSAGES.accountBlocked,
  };
}

/** Lifts a block: the user can log in again and the profile returns to listings if it is listed. */
export async function unblockAccount(
  db: Db,
  adminAccountId: number,
  username: string,
  now: Date,
): Promise<AdminAccountResponse> {
  const account = await accountOrNotFound(db, username);
  await auditedChange(
    db,
    { actor: adminAccountId, at: now },
    (tx) =>
      tx.update(accounts).set({ isBlocked: false, blockReason: null }).where(eq(accounts.id, account.id)),
    () => ({
      action: 'unblock',
      ...aboutAccount(account),
      before: { is_blocked: account.isBlocked, block_reason: account.blockReason },
      after: { is_blocked: false, block_reason: null },
    }),
  );
  return {
    username: account.username,
    is_blocked: false,
    block_reason: null,
    message: STAFF_MESSAGES.accountUnblocked,
  };
}
