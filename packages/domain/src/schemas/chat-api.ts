// The chat service (SPEC.md §3 "Chat", §7 "Chat service", issue 14) as the API answers it, and the
// frames of the live socket at /api/friends/ws. Every id here is a profile id: friends are the two
// sides of an Accepted proposal (DESIGN.md §4), and the caller's own id always comes from the token.

import { z } from 'zod';
import { chatMessageSchema } from './chat';
import { MESSAGE_REMOVERS, type ChatMessageKind, type MessageRemover } from './report-message';
import { groupRestrictionSchema } from './group-moderation';

export const MESSAGE_STATUSES = ['sent', 'received', 'read'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** How far each status is along: a status only ever moves forward. */
export const MESSAGE_STATUS_RANK: Record<MessageStatus, number> = { sent: 0, received: 1, read: 2 };

/** Messages per page of history (newest first, then `before=` for older ones). */
export const CHAT_PAGE_SIZE = 50;
/** Sends per sender and minute, friends and groups together (issue 14: "about 30"). */
export const CHAT_SENDS_PER_MINUTE = 30;

/** A client's own id for a message, so a retry is recognised and never stored twice. */
export const clientIdSchema = z.string().uuid();

/** One message between two friends. `timestamp` is ISO 8601; order is by `message_id`. */
export const friendMessageSchema = z.object({
  message_id: z.number().int(),
  client_id: z.string().nullable(),
  sender_id: z.number().int(),
  receiver_id: z.number().int(),
  text: z.string(),
  timestamp: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  /** Removed by a moderator (issue 32): `text` is then empty and the screen says so. */
  removed_by: z.enum(MESSAGE_REMOVERS).nullable(),
});
export type FriendMessage = z.infer<typeof friendMessageSchema>;

/** The last message of a conversation, as the friend list shows it. */
export const lastMessageSchema = friendMessageSchema.pick({
  message_id: true,
  sender_id: true,
  text: true,
  timestamp: true,
  status: true,
  removed_by: true,
});

/** One friend: the other side of an Accepted proposal who is still listed. */
export const friendSchema = z.object({
  friend_id: z.number().int(),
  full_name: z.string(),
  /** The friend's main photo, or null when there is none. */
  avatar: z.string().nullable(),
  /** For View Profile (profiles-slug). */
  slug: z.string(),
  profile_code: z.string(),
  last_message: lastMessageSchema.nullable(),
  /** Messages from the friend the caller has not read. */
  unread_count: z.number().int(),
  /** Either side has blocked the other. */
  is_blocked: z.boolean(),
  /** The caller blocked the friend (then the caller may unblock). */
  blocked_by_me: z.boolean(),
});
export type Friend = z.infer<typeof friendSchema>;

/** GET /api/friends/friends?sender_id=: the caller's friends, latest conversation first. */
export const friendsResponseSchema = z.object({
  friends: z.array(friendSchema),
  /** Unread messages over all friends (the badge in the drawer and the top bar). */
  unread_total: z.number().int(),
});
export type FriendsResponse = z.infer<typeof friendsResponseSchema>;

/**
 * GET /api/friends/get-messages?sender_id=&receiver_id=[&before=]: the newest CHAT_PAGE_SIZE
 * messages before `before` (a message id), oldest first, grouped by day. The keys of
 * `groupedMessages` are India dates `YYYY-MM-DD` (the web turns them into Today, Yesterday or a
 * date in the reader's language); `messages` is the same page as one list.
 */
export const conversationResponseSchema = z.object({
  groupedMessages: z.record(z.string(), z.array(friendMessageSchema)),
  messages: z.array(friendMessageSchema),
  /** Older messages exist: ask again with `before` = the first message's id. */
  has_more: z.boolean(),
});
export type ConversationResponse = z.infer<typeof conversationResponseSchema>;

/** POST /api/friends/send-message. `sender_id` must be the caller's own id. */
export const sendMessageBodySchema = z.object({
  sender_id: z.coerce.number().int(),
  receiver_id: z.coerce.number().int(),
  message: chatMessageSchema,
  status: z.literal('sent').optional(),
  client_id: clientIdSchema.optional(),
});
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;
/** 201 when stored now; 200 with the stored message when `client_id` was already used. */
export const sendMessageResponseSchema = z.object({ message: friendMessageSchema });

/** POST /api/friends/mark-read: the caller has the conversation open up to `up_to`. */
export const markReadBodySchema = z.object({
  sender_id: z.coerce.number().int(),
  receiver_id: z.coerce.number().int(),
  up_to: z.coerce.number().int(),
});
export const markReadResponseSchema = z.object({ status: z.literal('success'), updated: z.number().int() });

/** POST /api/friends/block-user and /unblock-user. */
export const blockBodySchema = z.object({
  sender_id: z.coerce.number().int(),
  receiver_id: z.coerce.number().int(),
});
export const blockResponseSchema = z.object({ status: z.literal('success'), message: z.string() });

/** GET /api/friends/check-block-status?sender_id=&receiver_id=. */
export const blockStatusSchema = z.object({
  isBlocked: z.boolean(),
  blocked_by_me: z.boolean(),
  blocked_me: z.boolean(),
});
export type BlockStatus = z.infer<typeof blockStatusSchema>;

/** One forum group (SPEC.md §3: group_name, admins each with user_id). */
export const chatGroupSchema = z.object({
  /** The group's id in every call (the spec's); `display_name` is what the reader sees. */
  group_name: z.string(),
  /** The name and description in the reader's language (`?lang=`, issue 30), English by default. */
  display_name: z.string(),
  description: z.string(),
  admins: z.array(z.object({ user_id: z.number().int() })),
  member_count: z.number().int(),
  /** The caller is a member (the server keeps membership; leaving is a server call). */
  is_member: z.boolean(),
  /** Closed by staff (issue 32): readable by its members, no new messages. */
  archived: z.boolean(),
  /** The caller's own mute or ban in this group, with the reason staff gave (issue 32). */
  my_restriction: groupRestrictionSchema.nullable(),
});
export type ChatGroup = z.infer<typeof chatGroupSchema>;
export const groupsResponseSchema = z.object({ groups: z.array(chatGroupSchema) });

/** GET /api/friends/check-verification/{userId}. */
export const verificationStatusResponseSchema = z.object({ verification_status: z.string() });

/** POST /api/friends/join-group and /leave-group. */
export const groupMembershipBodySchema = z.object({
  group_name: z.string().min(1).max(120),
  user_id: z.coerce.number().int(),
});
export const groupMembershipResponseSchema = z.object({ status: z.literal('success'), message: z.string() });

/** One group message; `is_admin` marks a group admin's message, which the screen styles apart. */
export const groupMessageSchema = z.object({
  message_id: z.number().int(),
  client_id: z.string().nullable(),
  group_name: z.string(),
  sender_id: z.number().int(),
  sender_name: z.string(),
  text: z.string(),
  timestamp: z.string(),
  is_admin: z.boolean(),
  /** Removed by a moderator or a group admin (issue 32): `text` is then empty. */
  removed_by: z.enum(MESSAGE_REMOVERS).nullable(),
});
export type GroupMessage = z.infer<typeof groupMessageSchema>;

/**
 * GET /api/friends/getAllMessages/{group_name}?timestamp=&before=: members only. With
 * `timestamp` (ISO), the messages after it (the poll); otherwise the newest page before `before`.
 * Oldest first either way.
 */
export const groupMessagesResponseSchema = z.object({
  messages: z.array(groupMessageSchema),
  has_more: z.boolean(),
});
export type GroupMessagesResponse = z.infer<typeof groupMessagesResponseSchema>;

/** POST /api/friends/send-group-message. `sender_name` is ignored: the server uses the profile's. */
export const sendGroupMessageBodySchema = z.object({
  group_name: z.string().min(1).max(120),
  user_id: z.coerce.number().int(),
  sender_name: z.string().optional(),
  text: chatMessageSchema,
  client_id: clientIdSchema.optional(),
  /** The sender saw the early-contact warning and sends the contact details anyway (issue 32). */
  confirmed_contact: z.boolean().optional(),
});
export const sendGroupMessageResponseSchema = z.object({ message: groupMessageSchema });

// ---- The live socket (/api/friends/ws) -------------------------------------------------------

/** Close codes: the client reconnects after 1006/1001/1012/1013, never after these. */
export const CHAT_CLOSE = {
  /** No token, or an invalid, expired or logged-out one; also no auth frame in time. */
  unauthorized: 4401,
  /** The account was blocked or erased by a moderator. */
  accountBlocked: 4403,
  /** A frame that is not one of ClientFrame. */
  badFrame: 4400,
} as const;

/** Client → server. The first frame must be `auth`; the token never goes in the URL. */
export const clientFrameSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('auth'),
    token: z.string().min(1).max(200),
    /** The last direct message id this device has: the server sends what came after. */
    after: z.number().int().nonnegative().optional(),
    /** The last group message id this device has. */
    group_after: z.number().int().nonnegative().optional(),
  }),
  /** This device has these messages (sent to the caller): they become `received`. */
  z.object({ type: z.literal('ack'), message_ids: z.array(z.number().int()).max(500) }),
  /** The application heartbeat (browsers cannot see protocol pings). */
  z.object({ type: z.literal('ping') }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

/** Server → client. */
export type ServerFrame =
  | { type: 'ready'; profile_id: number }
  | { type: 'pong' }
  /** A new direct message, to both people's devices (the sender's other devices too). */
  | { type: 'message'; message: FriendMessage }
  /** The caller's sent messages up to these ids moved to `status` (the ticks). */
  | { type: 'status'; friend_id: number; message_ids: number[]; status: MessageStatus }
  /** A block or unblock between the caller and `friend_id`. */
  | { type: 'block'; friend_id: number; blocked_by_me: boolean; blocked_me: boolean }
  | { type: 'group_message'; message: GroupMessage }
  /** A message was removed by a moderator or a group admin: show it as removed (issue 32). */
  | {
      type: 'message_removed';
      kind: ChatMessageKind;
      message_id: number;
      group_name: string | null;
      removed_by: MessageRemover;
    }
  /** Catch-up after (re)connecting is complete; `more` means ask again from the last id. */
  | { type: 'caught_up'; more: boolean };
