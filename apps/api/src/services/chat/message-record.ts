import type { FriendMessage, GroupMessage, MessageStatus } from '@rishta/domain';
import type { chatGroupMessages, directMessages } from '@rishta/db';

export type DirectMessageRow = typeof directMessages.$inferSelect;
export type GroupMessageRow = typeof chatGroupMessages.$inferSelect;

/**
 * A stored direct message as the API and the socket give it (SPEC.md §3 "Friend message"). A
 * removed message's words never leave the server, even if a row still held them.
 */
export function toFriendMessage(row: DirectMessageRow): FriendMessage {
  return {
    message_id: row.id,
    client_id: row.clientId,
    sender_id: row.senderId,
    receiver_id: row.receiverId,
    text: row.removedAt ? '' : row.text,
    timestamp: row.createdAt.toISOString(),
    status: row.status as MessageStatus,
    removed_by: row.removedAt ? row.removedBy : null,
  };
}

/** A stored group message as the API and the socket give it (SPEC.md §3 "Group message"). */
export function toGroupMessage(row: GroupMessageRow, groupName: string): GroupMessage {
  return {
    message_id: row.id,
    client_id: row.clientId,
    group_name: groupName,
    sender_id: row.senderId,
    sender_name: row.senderName,
    text: row.removedAt ? '' : row.text,
    timestamp: row.createdAt.toISOString(),
    is_admin: row.senderIsAdmin,
    removed_by: row.removedAt ? row.removedBy : null,
  };
}
