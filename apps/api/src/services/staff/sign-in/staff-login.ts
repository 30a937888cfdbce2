import { and, eq, gt } from 'drizzle-orm';
import { type StaffPasswordResponse, type StaffSessionResponse, STAFF_MESSAGES } from '@rishta/domain';
import { accounts, auditLog, hashPassword, sessions, verifyPassword, type Db } from '@rishta/db';
import { AppError, badRequest } from '../../../lib/http-error';
import { SESSION_LIFETIME_MS, startSession } from '../../accounts/sessions';
import { hashToken } from '../../accounts/viewer';
import { findStaffNamed } from '../kit/find-staff';
import { replaceRecoveryCodes, spendRecoveryCode } from './recovery-codes';
import { newTotpSecret, totpEnrolment, totpStepOf } from './totp';

// As in the user login: unknown names are checked against a throwaway hash too, so timing does
// not tell which names exist.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy-password-for-timing'));

/**
 * Step 1 of the staff sign-in (issue 13): the password. Anyone who is not staff gets the same
 * answer as a wrong password, so the call does not tell which accounts are staff. The answer is a
 * short-lived challenge for step 2 and, until the authenticator is set up, a new secret to scan
 * (a second sign-in before confirming replaces it, so only the latest QR code works).
 */
export async function staffPasswordStep(
  db: Db,
  input: { username: string; password: string },
  now: Date,
): Promise<StaffPasswordResponse> {
  const account = await findStaffNamed(db, input.username);
  const valid = await verifyPassword(account?.passwordHash ?? (await decoy()), input.password);
  if (!account || !valid || !account.staffRole || account.isBlocked) throw badRequest('invalidCredentials');
  const challenge = await startSession(db, account.id, now, 'staff_challenge');
  if (account.totpEnabledAt && account.totpSecret) return { stage: 'code', challenge };
  const secret = newTotpSecret();
  await db.update(accounts).set({ totpSecret: secret }).where(eq(accounts.id, account.id));
  return { stage: 'enrol', challenge, secret, ...totpEnrolment(secret, account.username) };
}

export interface StaffChallenge {
  sessionId: number;
  accountId: number;
}

/** The staff member a step-1 challenge belongs to; an unknown or expired one is a 401. */
export async function findStaffChallenge(db: Db, challenge: string, now: Date): Promise<StaffChallenge> {
  const [row] = await db
    .select({ sessionId: sessions.id, accountId: sessions.accountId })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, hashToken(challenge)),
        eq(sessions.kind, 'staff_challenge'),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) throw AppError.detail(401, 'staffChallengeExpired');
  return row;
}

/**
 * Step 2: the authenticator's code (or, once set up, a recovery code) turns the challenge into a
 * 12-hour staff session. The first good code confirms a new authenticator and returns the
 * recovery codes, once. A code is accepted once: the same 30-second code cannot sign in twice.
 */
export async function staffCodeStep(
  db: Db,
  challenge: StaffChallenge,
  code: string,
  now: Date,
): Promise<StaffSessionResponse> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, challenge.accountId)).limit(1);
  if (!account?.staffRole || account.isBlocked || !account.totpSecret) {
    throw AppError.detail(401, 'staffChallengeExpired');
  }
  const enrolling = !account.totpEnabledAt;
  const step = totpStepOf(account.totpSecret, code, now);
  const byAuthenticator = step !== null && step !== account.totpLastStep;
  const byRecoveryCode =
    !byAuthenticator && !enrolling && (await spendRecoveryCode(db, account.id, code, now));
  if (!byAuthenticator && !byRecoveryCode) throw badRequest('staffCodeWrong');

  await db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({
        lastLoginAt: now,
        ...(byAuthenticator && { totpLastStep: step }),
        ...(enrolling && { totpEnabledAt: now }),
      })
      .where(eq(accounts.id, account.id));
    await tx.delete(sessions).where(eq(sessions.id, challenge.sessionId));
    if (enrolling || byRecoveryCode) {
      await tx.insert(auditLog).values({
        actorAccountId: account.id,
        action: enrolling ? 'staff.authenticator_set_up' : 'staff.recovery_code_used',
        subject: `account:${account.id}`,
        subjectAccountId: account.id,
        createdAt: now,
      });
    }
  });
  const token = await startSession(db, account.id, now, 'staff');
  return {
    token,
    username: account.username,
    role: account.staffRole,
    expires_at: new Date(now.getTime() + SESSION_LIFETIME_MS.staff).toISOString(),
    message: STAFF_MESSAGES.staffSignedIn,
    ...(enrolling && { recovery_codes: await replaceRecoveryCodes(db, account.id) }),
  };
}
