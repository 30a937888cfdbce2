import { and, eq } from 'drizzle-orm';
import { blocks, type Db } from '@rishta/db';
import { MESSAGES } from '@rishta/domain';
import { badRequest } from '../../lib/http-error';
import type { ChatBus } from '../chat-bus/chat-bus';
import { blockStatus, requireFriend } from './friendship';

/** Both people's devices hear of a block or unblock, each from their own side. */
export async function announceBlock(db: Db, bus: ChatBus, me: number, other: number) {
  const mine = await blockStatus(db, me, other);
  await bus.publish({
    kind: 'deliver',
    to: [me],
    frame: {
      type: 'block',
      friend_id: other,
      blocked_by_me: mine.blocked_by_me,
      blocked_me: mine.blocked_me,
    },
  });
  await bus.publish({
    kind: 'deliver',
    to: [other],
    frame: { type: 'block', friend_id: me, blocked_by_me: mine.blocked_me, blocked_me: mine.blocked_by_me },
  });
}

/**
 * POST /friends/block-user: the caller blocks a friend. The same table hides the two from each
 * other's proposals and For you, so a block reaches beyond chat. A second block is refused with
 * the spec's 'User already blocked.'.
 */
export async function blockFriend(db: Db, bus: ChatBus, me: number, other: number) {
  await requireFriend(db, me, other);
  const inserted = await db
    .insert(blocks)
    .values({ blockerId: me, blockedId: other })
    .onConflictDoNothing({ target: [blocks.blockerId, blocks.blockedId] })
    .returning({ id: blocks.id });
  if (inserted.length === 0) throw badRequest('userAlreadyBlocked');
  await announceBlock(db, bus, me, other);
  return { status: 'success' as const, message: MESSAGES.blockedTitle };
}

/** POST /friends/unblock-user: lifts the caller's own block; anything else is 'Failed to unblock user.'. */
export async function unblockFriend(db: Db, bus: ChatBus, me: number, other: number) {
  await requireFriend(db, me, other);
  const removed = await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, me), eq(blocks.blockedId, other)))
    .returning({ id: blocks.id });
  if (removed.length === 0) throw badRequest('unblockFailed');
  await announceBlock(db, bus, me, other);
  return { status: 'success' as const, message: MESSAGES.unblockedTitle };
}

/** GET /friends/check-block-status: either way, and who did it. */
export async function friendBlockStatus(db: Db, me: number, other: number) {
  await requireFriend(db, me, other);
  return blockStatus(db, me, other);
}
