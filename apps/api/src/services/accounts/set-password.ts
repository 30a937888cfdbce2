import { accounts, auditLog, hashPassword, type Db } from '@rishta/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../../lib/http-error';
import { consumeOtp, tryOtp } from './check-otp';
import { findAccount } from './find-account';
import { endAllSessions } from './sessions';

// The reset page shows the server's message, in the spec's {status, message} shape (SPEC.md §7).
const failed = (code: 'invalidOtp' | 'otpVoid') => new AppError(400, { issue: { code }, shape: 'status' });
const invalidOtp = () => failed('invalidOtp');

/**
 * Forgot password: a valid reset OTP sets the new password and ends every session of the account,
 * so whoever knew the old password or held an old token is logged out (DESIGN.md §4). An unknown
 * username gets the same answer as a wrong code, so the call does not reveal accounts.
 */
export async function setPassword(
  db: Db,
  input: { username: string; password: string; otp: string },
  now: Date,
): Promise<{ accountId: number }> {
  const account = await findAccount(db, input.username);
  if (!account) throw invalidOtp();
  // Hashing takes tens of milliseconds: do it before the transaction rather than inside.
  const passwordHash = await hashPassword(input.password);
  const otp = await tryOtp(db, account.username, 'reset', input.otp, now);
  if (otp === 'void') throw failed('otpVoid');
  if (otp === 'wrong') throw invalidOtp();
  await db.transaction(async (tx) => {
    if (!(await consumeOtp(tx, otp.id, now))) throw invalidOtp();
    await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, account.id));
    await endAllSessions(tx, account.id);
    await tx.insert(auditLog).values({
      actorAccountId: account.id,
      action: 'password_reset',
      subject: `account:${account.id}`,
      reason: 'forgot password (OTP)',
    });
  });
  return { accountId: account.id };
}
