import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { normaliseUsername } from '@rishta/domain';
import { otps, type Db } from '@rishta/db';
import { hashOtp } from './otp-code';

/**
 * Marks a matching, unexpired, unused code as used and tells whether there was one. Call it inside
 * the transaction of the action it authorises, so a failed action does not burn the code, while
 * the `used_at is null` condition on the update keeps two concurrent requests from both using it.
 */
export async function useOtp(db: Db, username: string, code: string, now = new Date()): Promise<boolean> {
  const name = normaliseUsername(username);
  const [candidate] = await db
    .select({ id: otps.id })
    .from(otps)
    .where(
      and(
        eq(otps.username, name),
        eq(otps.codeHash, hashOtp(name, code)),
        isNull(otps.usedAt),
        gt(otps.expiresAt, now),
      ),
    )
    .orderBy(desc(otps.id))
    .limit(1);
  if (!candidate) return false;
  const used = await db
    .update(otps)
    .set({ usedAt: now })
    .where(and(eq(otps.id, candidate.id), isNull(otps.usedAt)))
    .returning({ id: otps.id });
  return used.length === 1;
}
