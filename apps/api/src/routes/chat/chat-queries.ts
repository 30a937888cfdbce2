import { z } from 'zod';

// The query strings and path parameters of the chat calls (SPEC.md §7). The bodies and answers
// are in packages/domain (schemas/chat-api.ts); these shapes exist only on the wire's URL side.

const profileId = () => z.coerce.number().int();
const messageId = () => z.coerce.number().int().positive();

export const friendsQuerySchema = z.object({ sender_id: profileId() });

export const conversationQuerySchema = z.object({
  sender_id: profileId(),
  receiver_id: profileId(),
  /** Older than this message id (the previous page's first message). */
  before: messageId().optional(),
});

export const pairQuerySchema = z.object({ sender_id: profileId(), receiver_id: profileId() });

export const verificationParamsSchema = z.object({ userId: profileId() });

export const groupParamsSchema = z.object({ group_name: z.string().min(1).max(120) });

export const groupMessagesQuerySchema = z.object({
  /** The poll: messages after this instant (ISO 8601). */
  timestamp: z.iso.datetime({ offset: true }).optional(),
  before: messageId().optional(),
});
