import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { normaliseUsername, OTP_MAX_ATTEMPTS, type OtpPurpose } from '@rishta/domain';
import { otps, type Db } from '@rishta/db';
import { hashOtp } from './otp-code';

/** A live code that matched (its id, to be used by the action), or why none did. */
export type OtpTry = { id: number } | 'wrong' | 'void';

/**
 * Counts one try against every live code of `username` and tells whether `code` is one of them
 * (issue 10: 40 guesses from rotating addresses all got a plain 400 and the real code still
 * worked). The count lives in the database, so it holds across addresses and API processes, and
 * the one UPDATE … RETURNING both counts and reads, so parallel guesses cannot all see a low count.
 * Past OTP_MAX_ATTEMPTS tries a code is void even when typed right: a new one must be requested.
 *
 * Only codes sent for `purpose` count: a reset code cannot create a profile, nor the reverse.
 *
 * Call it outside the action's transaction, so a try is counted even when the action fails.
 */
export async function tryOtp(
  db: Db,
  username: string,
  purpose: OtpPurpose,
  code: string,
  now: Date,
): Promise<OtpTry> {
  const name = normaliseUsername(username);
  const live = await db
    .update(otps)
    .set({ attempts: sql`${otps.attempts} + 1` })
    .where(
      and(eq(otps.username, name), eq(otps.purpose, purpose), isNull(otps.usedAt), gt(otps.expiresAt, now)),
    )
    .returning({ id: otps.id, codeHash: otps.codeHash, attempts: otps.attempts });
  const matching = live.filter((row) => row.codeHash === hashOtp(name, code)).sort((a, b) => b.id - a.id);
  if (matching.length === 0) {
    return live.length > 0 && live.every((row) => row.attempts > OTP_MAX_ATTEMPTS) ? 'void' : 'wrong';
  }
  const usable = matching.find((row) => row.attempts <= OTP_MAX_ATTEMPTS);
  return usable ? { id: usable.id } : 'void';
}

/**
 * Marks the code `tryOtp` found as used. Call it inside the transaction of the action it
 * authorises, so a failed action does not burn the code, while the `used_at is null` condition
 * keeps two concurrent requests from both using it.
 */
export async function consumeOtp(db: Db, id: number, now: Date): Promise<boolean> {
  const used = await db
    .update(otps)
    .set({ usedAt: now })
    .where(and(eq(otps.id, id), isNull(otps.usedAt)))
    .returning({ id: otps.id });
  return used.length === 1;
}
