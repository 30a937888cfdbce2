import { and, count, eq, gt } from 'drizzle-orm';
import {
  MESSAGES,
  OTP_MAX_PER_DAY,
  OTP_TTL_MINUTES,
  normaliseUsername,
  type OtpPurpose,
} from '@rishta/domain';
import { otpBlocks, otps, type Db } from '@rishta/db';
import { fieldError, HttpError } from '../../lib/http-error';
import type { Notifier } from '../../plugins/notifier';
import { findAccount, isEmailUsername } from './find-account';
import { hashOtp, newOtpCode } from './otp-code';

const DAY_MS = 24 * 60 * 60 * 1000;

const otpLimitReached = () => new HttpError(429, { detail: MESSAGES.otpLimitReached });

export function otpMessageBody(code: string): string {
  return `Your Rishta OTP is ${code}. It is valid for ${OTP_TTL_MINUTES} minutes. Do not share it with anyone.`;
}

/**
 * Sends a one-time code by SMS (mobile) or e-mail. The code itself never leaves the server except
 * through the notifier (DESIGN.md §5.1). Every OTP SMS costs money, so a number that asks for more
 * than OTP_MAX_PER_DAY codes in 24 hours is held back for 24 hours (SPEC.md §8).
 */
export async function sendOtp(
  db: Db,
  notifier: Notifier,
  input: { username: string; purpose: OtpPurpose },
  now = new Date(),
): Promise<void> {
  const username = normaliseUsername(input.username);

  const [block] = await db
    .select()
    .from(otpBlocks)
    .where(and(eq(otpBlocks.username, username), gt(otpBlocks.blockedUntil, now)));
  if (block) throw otpLimitReached();

  const account = await findAccount(db, username);
  if (input.purpose === 'signup' && account) {
    throw fieldError(
      'username',
      isEmailUsername(username) ? MESSAGES.emailAccountExists : MESSAGES.mobileAccountExists,
    );
  }
  if (input.purpose === 'reset' && !account) throw fieldError('username', MESSAGES.noAccountFound);

  const since = new Date(now.getTime() - DAY_MS);
  const [sent] = await db
    .select({ n: count() })
    .from(otps)
    .where(and(eq(otps.username, username), gt(otps.createdAt, since)));
  if ((sent?.n ?? 0) >= OTP_MAX_PER_DAY) {
    const blockedUntil = new Date(now.getTime() + DAY_MS);
    await db
      .insert(otpBlocks)
      .values({ username, blockedUntil })
      .onConflictDoUpdate({ target: otpBlocks.username, set: { blockedUntil } });
    throw otpLimitReached();
  }

  const code = newOtpCode();
  await db.insert(otps).values({
    username,
    codeHash: hashOtp(username, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000),
  });
  await notifier.send({
    to: username,
    channel: isEmailUsername(username) ? 'email' : 'sms',
    body: otpMessageBody(code),
  });
}
