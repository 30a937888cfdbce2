import { eq } from 'drizzle-orm';
import { MESSAGES, type LanguageCode } from '@rishta/domain';
import { accounts, hashPassword, profiles, verifyPassword, type Db } from '@rishta/db';
import { badRequest, forbidden } from '../../lib/http-error';
import { findAccount } from './find-account';
import { startSession } from './sessions';

// Unknown usernames are checked against a throwaway hash too, so the answer's timing does not
// tell which numbers have accounts.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy-password-for-timing'));

export interface LoginResult {
  token: string;
  profile_id: number;
  slug: string;
  message: string;
  first_login: boolean;
  /** The account's interface language (issue 30): the app switches to it on this device; null
   * when never chosen. */
  language: LanguageCode | null;
}

/**
 * Checks the password before the block, so a block reason is only shown to the account's owner.
 * Admin accounts have no profile to open and log in through the admin console.
 */
export async function login(
  db: Db,
  input: { username: string; password: string; after_signup?: boolean },
  now: Date,
): Promise<LoginResult> {
  const account = await findAccount(db, input.username);
  const valid = await verifyPassword(account?.passwordHash ?? (await decoy()), input.password);
  if (!account || !valid) throw badRequest('invalidCredentials');
  if (account.isBlocked) throw forbidden('userBlocked', { reason: account.blockReason ?? '' });

  const [profile] = await db
    .select({ id: profiles.id, slug: profiles.slug })
    .from(profiles)
    .where(eq(profiles.accountId, account.id));
  if (!profile) throw badRequest('useAdminConsole');

  const token = await startSession(db, account.id, now);
  if (!input.after_signup) {
    await db.update(accounts).set({ lastLoginAt: now }).where(eq(accounts.id, account.id));
  }
  return {
    token,
    profile_id: profile.id,
    slug: profile.slug,
    message: MESSAGES.loginSuccessful,
    first_login: account.lastLoginAt === null,
    language: account.language,
  };
}
