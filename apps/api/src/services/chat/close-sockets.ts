import { eq } from 'drizzle-orm';
import { profiles, type Db } from '@rishta/db';
import { CHAT_CLOSE } from '@rishta/domain';
import type { ChatBus } from '../chat-bus/chat-bus';
import { hashToken } from '../accounts/viewer';

// Live chat sockets outlive the request that opened them, so whatever ends a session or an
// account must also close its sockets, in every process (issue 14: "a blocked account's sockets
// are closed and its messages stop"). Published after the change is committed.

/** A logout: the sockets opened with this token (by its stored hash, never the token). */
export async function closeSessionSockets(bus: ChatBus, token: string): Promise<void> {
  await bus.publish({
    kind: 'close',
    tokenHashes: [hashToken(token)],
    code: CHAT_CLOSE.unauthorized,
    reason: 'logged out',
  });
}

/**
 * Every socket of the profile: a moderator blocked the account or it was erased (`blocked`, the
 * client stops), or all its sessions ended with a password reset (`session`, the client signs in
 * again).
 */
export async function closeProfileSockets(
  bus: ChatBus,
  profileId: number,
  reason: string,
  why: 'blocked' | 'session' = 'blocked',
): Promise<void> {
  const code = why === 'blocked' ? CHAT_CLOSE.accountBlocked : CHAT_CLOSE.unauthorized;
  await bus.publish({ kind: 'close', profileIds: [profileId], code, reason });
}

/** The profile of an account, for closing its sockets; undefined for an account without one. */
export async function profileIdOfAccount(db: Db, accountId: number): Promise<number | undefined> {
  const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.accountId, accountId));
  return row?.id;
}
