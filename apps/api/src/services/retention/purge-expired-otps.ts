import { and, eq, lte } from 'drizzle-orm';
import { otpBlocks, otps, sessions } from '@rishta/db';
import type { JobDefinition } from '../jobs/job-definition';

const HOUR_MS = 3_600_000;

/**
 * How long an OTP row outlives its code. A code works for 10 minutes, but send-otp.ts counts the
 * codes sent for a number in the last 24 hours (the daily budget, SPEC.md §8): a row created
 * within that day must stay, or deleting it would hand the number a fresh budget. A row whose code
 * expired a day ago was created more than a day ago, so the count no longer reads it.
 */
export const OTP_KEPT_AFTER_EXPIRY_MS = 24 * HOUR_MS;

/**
 * Decision 046. What goes, each hour:
 * - OTP rows (a hashed code and the number or e-mail it went to) whose code expired more than a
 *   day ago: no longer usable (check-otp.ts reads only live ones) nor counted by the daily budget;
 * - OTP holds whose 24 hours are over (send-otp.ts reads only holds still in force);
 * - staff sign-in challenges (sessions of kind `staff_challenge`, 10 minutes) that have expired:
 *   the code step accepts only a live one.
 * Kept: every code still usable or still counted, every hold in force, every live challenge.
 */
export const purgeExpiredOtps: JobDefinition = {
  name: 'purge-expired-otps',
  everyMinutes: 60,
  description:
    'Deletes one-time codes a day after they expired (the daily OTP budget counts a day of them), ' +
    'OTP holds that are over and staff sign-in challenges that have expired.',
  async run({ db, now }) {
    const codesBefore = new Date(now.getTime() - OTP_KEPT_AFTER_EXPIRY_MS);
    const codes = await db.delete(otps).where(lte(otps.expiresAt, codesBefore)).returning({ id: otps.id });
    const holds = await db
      .delete(otpBlocks)
      .where(lte(otpBlocks.blockedUntil, now))
      .returning({ username: otpBlocks.username });
    const challenges = await db
      .delete(sessions)
      .where(and(eq(sessions.kind, 'staff_challenge'), lte(sessions.expiresAt, now)))
      .returning({ id: sessions.id });
    return { otps: codes.length, otp_blocks: holds.length, challenges: challenges.length };
  },
};
