import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { sessions, type Db } from '@rishta/db';
import { hashToken } from './viewer';

export const SESSION_DAYS = 30;

/** A new login token: 32 random bytes, of which only the SHA-256 hash is stored (DESIGN.md §4). */
export async function startSession(db: Db, accountId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    accountId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_DAYS * 86_400_000),
  });
  return token;
}

export async function endSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function endAllSessions(db: Db, accountId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.accountId, accountId));
}
