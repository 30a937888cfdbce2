import { eq } from 'drizzle-orm';
import { maskEmail } from '@rishta/domain';
import { profiles, type Db } from '@rishta/db';
import { findAccount } from './find-account';

/** Masked (DESIGN.md §5.5), so the call cannot be used to collect addresses. */
export async function getMaskedEmail(db: Db, username: string): Promise<string> {
  const account = await findAccount(db, username);
  if (!account) return '';
  const [profile] = await db
    .select({ email: profiles.email })
    .from(profiles)
    .where(eq(profiles.accountId, account.id));
  return profile?.email ? maskEmail(profile.email) : '';
}
