import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { STAFF_CHALLENGE_MINUTES, STAFF_SESSION_HOURS, type SessionKind } from '@rishta/domain';
import { sessions, type Db } from '@rishta/db';
import { hashToken } from './viewer';

export const SESSION_DAYS = 30;

/** Users stay logged in for a month; staff for a working day (issue 13); a half-way staff sign-in for minutes. */
export const SESSION_LIFETIME_MS: Record<SessionKind, number> = {
  user: SESSION_DAYS * 86_400_000,
  staff: STAFF_SESSION_HOURS * 3_600_000,
  staff_challenge: STAFF_CHALLENGE_MINUTES * 60_000,
};

/** A new login token: 32 random bytes, of which only the SHA-256 hash is stored (DESIGN.md §4). */
export async function startSession(
  db: Db,
  accountId: number,
  now: Date,
  kind: SessionKind = 'user',
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    accountId,
    tokenHash: hashToken(token),
    kind,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS[kind]),
  });
  return token;
}

export async function endSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function endAllSessions(db: Db, accountId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.accountId, accountId));
}
