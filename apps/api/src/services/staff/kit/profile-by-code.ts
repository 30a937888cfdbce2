import { eq } from 'drizzle-orm';
import { normaliseProfileCode } from '@rishta/domain';
import { accounts, profiles, type Db } from '@rishta/db';
import { notFound } from '../../../lib/http-error';

/** The profile an admin names by its code (any letter case), with its account's block flag. */
export async function profileByCode(db: Db, code: string) {
  const profileCode = normaliseProfileCode(code);
  if (!profileCode) throw notFound();
  const [row] = await db
    .select({
      id: profiles.id,
      profileCode: profiles.profileCode,
      verificationStatus: profiles.verificationStatus,
      isBlocked: accounts.isBlocked,
    })
    .from(profiles)
    .innerJoin(accounts, eq(accounts.id, profiles.accountId))
    .where(eq(profiles.profileCode, profileCode))
    .limit(1);
  if (!row) throw notFound();
  return row;
}
