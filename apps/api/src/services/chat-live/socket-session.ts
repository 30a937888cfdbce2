import { and, eq, gt } from 'drizzle-orm';
import { accounts, profiles, sessions, type Db } from '@rishta/db';
import { CHAT_CLOSE } from '@rishta/domain';
import { hashToken } from '../accounts/viewer';

export type SocketSession =
  | { ok: true; profileId: number; tokenHash: string; expiresAt: Date }
  | { ok: false; code: number; reason: string };

/**
 * The session behind the token of a socket's auth frame, checked as plugins/auth.ts checks a
 * request's: unknown, expired or logged out, a staff token, or no profile → 4401; a blocked
 * account → 4403.
 */
export async function socketSession(db: Db, token: string, now: Date): Promise<SocketSession> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      kind: sessions.kind,
      expiresAt: sessions.expiresAt,
      isBlocked: accounts.isBlocked,
      profileId: profiles.id,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .leftJoin(profiles, eq(profiles.accountId, accounts.id))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row || row.kind !== 'user')
    return { ok: false, code: CHAT_CLOSE.unauthorized, reason: 'invalid token' };
  if (row.isBlocked) return { ok: false, code: CHAT_CLOSE.accountBlocked, reason: 'account blocked' };
  if (row.profileId === null) return { ok: false, code: CHAT_CLOSE.unauthorized, reason: 'no profile' };
  return { ok: true, profileId: row.profileId, tokenHash, expiresAt: row.expiresAt };
}
