import { eq } from 'drizzle-orm';
import { accountEmail, maskEmail } from '@rishta/domain';
import { profiles, type Db } from '@rishta/db';
import { findAccount } from './find-account';

/**
 * The account's address (accountEmail: a user abroad's login, where their codes go, else the
 * profile's e-mail), masked (DESIGN.md §5.5) so the call cannot be used to collect addresses.
 */
export async function getMaskedEmail(db: Db, username: string): Promise<string> {
  const account = await findAccount(db, username);
  if (!account) return '';
  const [profile] = await db
    .select({ email: profiles.email })
    .from(profiles)
    .where(eq(profiles.accountId, account.id));
  const address = accountEmail({ username: account.username, email: profile?.email });
  return address ? maskEmail(address) : '';
}
