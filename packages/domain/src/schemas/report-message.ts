// Reporting a chat message (issue 32): a received direct message or someone else's group message,
// with a reason, an optional note, and a block of the sender in the same step. The server keeps
// the message and at most MESSAGE_EVIDENCE_BEFORE messages before it as evidence, nothing more.

import { z } from 'zod';
import { MESSAGES } from '../messages';
import { REASON_MAX } from '../constants/limits';
import { MESSAGE_REPORT_REASONS, OTHER_REPORT_REASON } from '../constants/reasons';
import { optionalString, requiredChoice } from './generic-rules';
import { ALWAYS, addFieldIssue, fieldOf, isBlank } from './refine-helpers';

/** How many earlier messages of the conversation or group travel with a reported message. */
export const MESSAGE_EVIDENCE_BEFORE = 10;

/** A direct message between two friends, or a message in a forum group. */
export const CHAT_MESSAGE_KINDS = ['direct', 'group'] as const;
export type ChatMessageKind = (typeof CHAT_MESSAGE_KINDS)[number];

/** Who removed a message: staff from the reports queue, or an admin of the group. */
export const MESSAGE_REMOVERS = ['moderator', 'group_admin'] as const;
export type MessageRemover = (typeof MESSAGE_REMOVERS)[number];

/** The form's fields; the web's dialog and the API check the same rules. */
export const reportMessageFormSchema = z
  .object({
    reason: requiredChoice(MESSAGE_REPORT_REASONS),
    description: optionalString({ max: REASON_MAX }),
    /** Also block the sender, in the same step. */
    block: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (fieldOf(value, 'reason') === OTHER_REPORT_REASON && isBlank(fieldOf(value, 'description'))) {
      addFieldIssue(ctx, 'description', MESSAGES.required);
    }
  }, ALWAYS);
export type ReportMessageForm = z.input<typeof reportMessageFormSchema>;

/** POST /api/friends/report-message */
export const reportMessageBodySchema = z.intersection(
  z.object({
    kind: z.enum(CHAT_MESSAGE_KINDS, { error: MESSAGES.wrongValue }),
    message_id: z.coerce.number({ error: MESSAGES.wrongValue }).int().positive(),
  }),
  reportMessageFormSchema,
);
export type ReportMessageBody = z.infer<typeof reportMessageBodySchema>;

export const reportMessageResponseSchema = z.object({
  status: z.literal('success'),
  /** The sender is now blocked by the reporter (asked for, or already so). */
  blocked: z.boolean(),
});

/** One message of a report's evidence, as staff read it. */
export const evidenceMessageSchema = z.object({
  message_id: z.number().int(),
  /** Who wrote it, from the report's point of view. */
  from: z.enum(['reported', 'reporter', 'other']),
  sender_name: z.string(),
  text: z.string(),
  sent_on: z.string(),
  /** The message the report is about (the last of the list). */
  reported: z.boolean(),
});
export type EvidenceMessage = z.infer<typeof evidenceMessageSchema>;

/** A report about a message: where it was written and the evidence, oldest first. */
export const reportedMessageSchema = z.object({
  kind: z.enum(CHAT_MESSAGE_KINDS),
  /** The group's shown name for a group message, null for a direct one. */
  group_name: z.string().nullable(),
  /** Already removed by a moderator or a group admin. */
  removed: z.boolean(),
  evidence: z.array(evidenceMessageSchema),
});
export type ReportedMessage = z.infer<typeof reportedMessageSchema>;
