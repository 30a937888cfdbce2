import { and, count, desc, eq, gt, isNull, lte, notExists, sql } from 'drizzle-orm';
import {
  DEFAULT_LANGUAGE,
  MESSAGES,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_PER_DAY,
  OTP_MAX_RESENDS,
  OTP_RESEND_SECONDS,
  OTP_SEND_FAILED_WAIT_SECONDS,
  OTP_TTL_MINUTES,
  normaliseUsername,
  type OtpPurpose,
  type OtpSentResponse,
} from '@rishta/domain';
import { notifications, otpBlocks, otps, type Db } from '@rishta/db';
import { AppError, fieldError } from '../../lib/http-error';
import type { NotificationQueue } from '../notifications/notification-queue';
import { accountExists, findAccount, isEmailUsername } from './find-account';
import { hashOtp, newOtpCode } from './otp-code';

const DAY_MS = 24 * 60 * 60 * 1000;

const otpLimitReached = () => AppError.detail(429, 'otpLimitReached', undefined, { remaining: 0 });

/** A code whose message failed for good never reached the user: it is neither live nor spent. */
const notFailed = notExists(
  sql`(select 1 from ${notifications} where ${notifications.otpId} = ${otps.id} and ${notifications.status} = 'failed')`,
);

/** The newest code's message failed for good a moment ago: "Try again in a few minutes". */
async function recentFailure(db: Db, username: string, purpose: OtpPurpose, now: Date) {
  const [latest] = await db
    .select({ status: notifications.status, failedAt: notifications.failedAt })
    .from(otps)
    .innerJoin(notifications, eq(notifications.otpId, otps.id))
    .where(and(eq(otps.username, username), eq(otps.purpose, purpose)))
    .orderBy(desc(otps.id))
    .limit(1);
  if (latest?.status !== 'failed' || !latest.failedAt) return null;
  const wait = Math.ceil(
    (latest.failedAt.getTime() + OTP_SEND_FAILED_WAIT_SECONDS * 1000 - now.getTime()) / 1000,
  );
  return wait > 0 ? wait : null;
}

/** The newest live code of this username and purpose, with the generation it belongs to. */
async function liveCode(db: Db, username: string, purpose: OtpPurpose, now: Date) {
  const [latest] = await db
    .select({ id: otps.id, resendOf: otps.resendOf, createdAt: otps.createdAt })
    .from(otps)
    .where(
      and(
        eq(otps.username, username),
        eq(otps.purpose, purpose),
        isNull(otps.usedAt),
        gt(otps.expiresAt, now),
        lte(otps.attempts, OTP_MAX_ATTEMPTS),
        notFailed,
      ),
    )
    .orderBy(desc(otps.id))
    .limit(1);
  if (!latest) return null;
  const generation = latest.resendOf ?? latest.id;
  const [resends] = await db.select({ n: count() }).from(otps).where(eq(otps.resendOf, generation));
  return { ...latest, generation, resends: resends?.n ?? 0 };
}

async function generationsToday(db: Db, username: string, purpose: OtpPurpose, now: Date) {
  const since = new Date(now.getTime() - DAY_MS);
  const [sent] = await db
    .select({ n: count() })
    .from(otps)
    .where(
      and(
        eq(otps.username, username),
        eq(otps.purpose, purpose),
        isNull(otps.resendOf),
        gt(otps.createdAt, since),
        notFailed,
      ),
    );
  return sent?.n ?? 0;
}

/**
 * Sends a one-time code by SMS (mobile) or e-mail. The code itself never leaves the server except
 * to the provider (DESIGN.md §5.1). Every OTP SMS costs money, so a number that asks for more
 * than OTP_MAX_PER_DAY codes in 24 hours is held back for 24 hours (SPEC.md §8).
 *
 * Issue 11: sign-up and reset count separately (two sign-up codes must not lock the owner out of
 * Forgot password), and asking again while a code is still live is a resend: allowed once the
 * countdown has run, a few times, without spending the day's budget. Both codes stay valid, so a
 * late SMS still works.
 *
 * Issue 28: the code and its message are written in one transaction and the job runner delivers
 * the message; a code whose message failed for good spends nothing, and asking again right after
 * such a failure answers otpSendFailed.
 */
export async function sendOtp(
  db: Db,
  queue: NotificationQueue,
  input: { username: string; purpose: OtpPurpose; language?: string | undefined },
  now: Date,
): Promise<OtpSentResponse> {
  const username = normaliseUsername(input.username);
  const { purpose } = input;

  const [block] = await db
    .select()
    .from(otpBlocks)
    .where(
      and(eq(otpBlocks.username, username), eq(otpBlocks.purpose, purpose), gt(otpBlocks.blockedUntil, now)),
    );
  if (block) throw otpLimitReached();

  const account = await findAccount(db, username);
  if (purpose === 'signup' && account) {
    throw accountExists(username);
  }
  if (purpose === 'reset' && !account) throw fieldError('username', 'noAccountFound');

  const failedWait = await recentFailure(db, username, purpose, now);
  if (failedWait !== null) {
    throw AppError.detail(503, 'otpSendFailed', undefined, { retry_after: failedWait });
  }

  const live = await liveCode(db, username, purpose, now);
  const generations = await generationsToday(db, username, purpose, now);
  let resendOf: number | null = null;
  if (live) {
    const wait = Math.ceil((live.createdAt.getTime() + OTP_RESEND_SECONDS * 1000 - now.getTime()) / 1000);
    if (wait > 0) {
      throw AppError.detail(
        429,
        'otpResendWait',
        { seconds: wait },
        { resend_after: wait, remaining: Math.max(0, OTP_MAX_PER_DAY - generations) },
      );
    }
    if (live.resends < OTP_MAX_RESENDS) resendOf = live.generation;
  }

  if (resendOf === null && generations >= OTP_MAX_PER_DAY) {
    const blockedUntil = new Date(now.getTime() + DAY_MS);
    await db
      .insert(otpBlocks)
      .values({ username, purpose, blockedUntil })
      .onConflictDoUpdate({ target: [otpBlocks.username, otpBlocks.purpose], set: { blockedUntil } });
    throw otpLimitReached();
  }

  const code = newOtpCode();
  const expiresAt = new Date(now.getTime() + OTP_TTL_MINUTES * 60_000);
  await db.transaction(async (tx) => {
    const [otp] = await tx
      .insert(otps)
      .values({ username, purpose, resendOf, codeHash: hashOtp(username, code), createdAt: now, expiresAt })
      .returning({ id: otps.id });
    await queue.enqueue(tx, {
      kind: 'otp',
      channel: isEmailUsername(username) ? 'email' : 'sms',
      to: username,
      // A reset code goes to an account: in the language it chose (issue 30). A sign-up code
      // has no account yet, so the form's language writes it.
      locale: account?.language ?? input.language ?? DEFAULT_LANGUAGE,
      params: { code, minutes: OTP_TTL_MINUTES },
      otpId: otp!.id,
      // A code that arrives late gets its full lifetime from its arrival (deliver-notification.ts);
      // past that nobody can use it, so its copy in the message goes then at the latest.
      eraseAfter: new Date(expiresAt.getTime() + OTP_TTL_MINUTES * 60_000),
    });
  });
  queue.wake();
  return {
    message: MESSAGES.otpSent,
    remaining: Math.max(0, OTP_MAX_PER_DAY - generations - (resendOf === null ? 1 : 0)),
    resend_after: OTP_RESEND_SECONDS,
    expires_in: OTP_TTL_MINUTES * 60,
  };
}

/** How the newest code of `username` for `purpose` is getting on (issue 28): the OTP step polls it. */
export async function otpDeliveryStatus(db: Db, input: { username: string; purpose: OtpPurpose }) {
  const username = normaliseUsername(input.username);
  const [latest] = await db
    .select({ status: notifications.status })
    .from(otps)
    .innerJoin(notifications, eq(notifications.otpId, otps.id))
    .where(and(eq(otps.username, username), eq(otps.purpose, input.purpose)))
    .orderBy(desc(otps.id))
    .limit(1);
  if (!latest) return { status: 'none' as const };
  if (latest.status === 'failed') {
    return { status: 'failed' as const, detail: MESSAGES.otpSendFailed, code: 'otpSendFailed' as const };
  }
  return { status: latest.status };
}
