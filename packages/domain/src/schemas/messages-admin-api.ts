// The console's Messages screen and the jobs on the dashboard (issue 28). A message shows its
// recipient masked and never its params: staff see that a code went out, never the code.
import { z } from 'zod';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_STATUSES,
} from '../notifications/notification-kinds';

export const messagesQuerySchema = z.object({
  status: z.enum(NOTIFICATION_STATUSES).optional(),
});

export const messageItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  channel: z.enum(NOTIFICATION_CHANNELS),
  /** Masked: the last two digits, or the first letters and the domain. */
  recipient: z.string(),
  status: z.enum(NOTIFICATION_STATUSES),
  tries: z.number().int(),
  provider: z.string().nullable(),
  provider_ref: z.string().nullable(),
  error: z.string().nullable(),
  created_on: z.string(),
  sent_on: z.string().nullable(),
  failed_on: z.string().nullable(),
  /** A failed message can be sent again while its content is kept (an OTP until it expires). */
  can_resend: z.boolean(),
});
export type MessageItem = z.infer<typeof messageItemSchema>;

export const messagesResponseSchema = z.object({
  /** Sends of the last 24 hours by status, whatever the filter. */
  counts: z.object({ pending: z.number().int(), sent: z.number().int(), failed: z.number().int() }),
  results: z.array(messageItemSchema),
});
export type MessagesResponse = z.infer<typeof messagesResponseSchema>;

export const messageIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const jobStatusSchema = z.object({
  name: z.string(),
  description: z.string(),
  every_minutes: z.number().int(),
  last_started: z.string().nullable(),
  last_finished: z.string().nullable(),
  /** What the last run did ("erased": 3), or null if it failed or never ran. */
  last_result: z.record(z.string(), z.number()).nullable(),
  last_error: z.string().nullable(),
  next_run: z.string(),
});
export type JobStatus = z.infer<typeof jobStatusSchema>;
export const jobsResponseSchema = z.object({ results: z.array(jobStatusSchema) });
export type JobsResponse = z.infer<typeof jobsResponseSchema>;
