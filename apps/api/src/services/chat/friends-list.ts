import { and, count, eq, inArray, max, ne, or } from 'drizzle-orm';
import { blocks, directMessages, type Db } from '@rishta/db';
import type { Friend, FriendsResponse } from '@rishta/domain';
import type { MediaUrls } from '../../lib/media-urls';
import type { Viewer } from '../accounts/viewer';
import { toProfileCards } from '../profiles/profile-card';
import { callerProfileId } from './chat-caller';
import { friendProfiles } from './friendship';
import { toFriendMessage } from './message-record';

/**
 * GET /friends/friends: the caller's friends with their photo (the same signed thumbnail the
 * proposal lists show), the last message either way, the unread count (messages from the friend
 * not yet read) and the block flags. Latest conversation first, then by name.
 */
export async function listFriends(
  db: Db,
  urls: MediaUrls,
  viewer: Viewer,
  now: Date,
): Promise<FriendsResponse> {
  const me = callerProfileId(viewer);
  const friends = await friendProfiles(db, me);
  if (friends.length === 0) return { friends: [], unread_total: 0 };
  const ids = friends.map((f) => f.id);
  const [cards, lastSent, lastReceived, unread, blockRows] = await Promise.all([
    toProfileCards(db, urls, viewer, friends, now),
    // The newest message each way per friend; the later of the two is the conversation's last.
    db
      .select({ friendId: directMessages.receiverId, lastId: max(directMessages.id) })
      .from(directMessages)
      .where(and(eq(directMessages.senderId, me), inArray(directMessages.receiverId, ids)))
      .groupBy(directMessages.receiverId),
    db
      .select({ friendId: directMessages.senderId, lastId: max(directMessages.id) })
      .from(directMessages)
      .where(and(eq(directMessages.receiverId, me), inArray(directMessages.senderId, ids)))
      .groupBy(directMessages.senderId),
    db
      .select({ senderId: directMessages.senderId, n: count() })
      .from(directMessages)
      .where(
        and(
          eq(directMessages.receiverId, me),
          inArray(directMessages.senderId, ids),
          ne(directMessages.status, 'read'),
        ),
      )
      .groupBy(directMessages.senderId),
    db
      .select({ blockerId: blocks.blockerId, blockedId: blocks.blockedId })
      .from(blocks)
      .where(
        or(
          and(eq(blocks.blockerId, me), inArray(blocks.blockedId, ids)),
          and(eq(blocks.blockedId, me), inArray(blocks.blockerId, ids)),
        ),
      ),
  ]);

  const lastIds = new Map<number, number>();
  for (const { friendId, lastId } of [...lastSent, ...lastReceived]) {
    if (lastId !== null) lastIds.set(friendId, Math.max(lastIds.get(friendId) ?? 0, Number(lastId)));
  }
  const lastRows =
    lastIds.size === 0
      ? []
      : await db
          .select()
          .from(directMessages)
          .where(inArray(directMessages.id, [...lastIds.values()]));
  const lastByFriend = new Map(
    lastRows.map((row) => [row.senderId === me ? row.receiverId : row.senderId, toFriendMessage(row)]),
  );
  const unreadByFriend = new Map(unread.map((r) => [r.senderId, Number(r.n)]));

  const list: Friend[] = friends.map((friend, i) => {
    const last = lastByFriend.get(friend.id);
    const blockedByMe = blockRows.some((b) => b.blockerId === me && b.blockedId === friend.id);
    const blockedMe = blockRows.some((b) => b.blockerId === friend.id && b.blockedId === me);
    return {
      friend_id: friend.id,
      full_name: friend.fullName,
      avatar: cards[i]!.thumbnail,
      slug: friend.slug,
      profile_code: friend.profileCode,
      last_message: last
        ? {
            message_id: last.message_id,
            sender_id: last.sender_id,
            text: last.text,
            timestamp: last.timestamp,
            status: last.status,
            removed_by: last.removed_by,
          }
        : null,
      unread_count: unreadByFriend.get(friend.id) ?? 0,
      is_blocked: blockedByMe || blockedMe,
      blocked_by_me: blockedByMe,
    };
  });
  list.sort(
    (a, b) =>
      (b.last_message?.message_id ?? 0) - (a.last_message?.message_id ?? 0) ||
      a.full_name.localeCompare(b.full_name) ||
      a.friend_id - b.friend_id,
  );
  return { friends: list, unread_total: list.reduce((n, f) => n + f.unread_count, 0) };
}
