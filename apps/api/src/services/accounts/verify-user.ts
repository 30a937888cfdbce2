import { MESSAGES, type VerifyUserResponse } from '@rishta/domain';
import type { Db } from '@rishta/db';
import { findAccount } from './find-account';

/** The login page's first step: log in, show the block reason, or go to sign-up (SPEC.md §4). */
export async function verifyUser(db: Db, username: string): Promise<VerifyUserResponse> {
  const account = await findAccount(db, username);
  if (!account) return { status: 'other', message: MESSAGES.noAccountFound };
  if (account.isBlocked) return { status: 'blocked', message: account.blockReason ?? '' };
  return { status: 'available', message: '' };
}
