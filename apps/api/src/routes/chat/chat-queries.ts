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

/** A query value the spec's own client sends empty (`?timestamp=`) when it has none. */
const emptyAsMissing = (value: unknown) => (value === '' ? undefined : value);

/**
 * An instant as the spec's client may send it (issue 32): ISO 8601 with a zone, or epoch
 * milliseconds (`Date.now()`), or epoch seconds. Digits are milliseconds from 10^11 on (1973 in
 * milliseconds, the year 5138 in seconds), so the two cannot be confused for any real date. An
 * ISO time without a zone is refused: its instant depends on a time zone nobody named.
 */
const instant = () =>
  z.union([
    z.iso.datetime({ offset: true }).transform((text) => new Date(text)),
    z
      .string()
      .regex(/^\d{1,15}$/)
      .transform((digits) => {
        const n = Number(digits);
        return new Date(n >= 1e11 ? n : n * 1000);
      }),
  ]);

export const groupMessagesQuerySchema = z.object({
  /** The poll: messages after this instant. */
  timestamp: z.preprocess(emptyAsMissing, instant().optional()),
  before: z.preprocess(emptyAsMissing, messageId().optional()),
});
