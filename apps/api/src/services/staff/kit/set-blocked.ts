import { eq } from 'drizzle-orm';
import { accounts, type Db } from '@rishta/db';
import { forbidden } from '../../../lib/http-error';
import { endAllSessions } from '../../accounts/sessions';

type BlockableAccount = Pick<typeof accounts.$inferSelect, 'id' | 'staffRole' | 'isBlocked' | 'blockReason'>;

/**
 * The block itself, inside the caller's transaction (blocking from People and a report's handling
 * share it; each writes its own audit row): sets the flag and the reason and ends the account's
 * sessions. Staff accounts are refused. Returns the block fields before and after, for the audit.
 */
export async function setBlocked(tx: Db, account: BlockableAccount, reason: string) {
  if (account.staffRole) throw forbidden('adminCannotBeBlocked');
  await tx.update(accounts).set({ isBlocked: true, blockReason: reason }).where(eq(accounts.id, account.id));
  await endAllSessions(tx, account.id);
  return {
    before: { is_blocked: account.isBlocked, block_reason: account.blockReason },
    after: { is_blocked: true, block_reason: reason },
  };
}
