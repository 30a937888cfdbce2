// Envelope shapes shared by every call (DESIGN.md §4).
import { z } from 'zod';
import { listResponseSchema } from './entities';

/**
 * `{detail}`: a success note, or an error with the `code` of the message table it carries
 * (errors/app-error.ts) and, for a message with a value, its `params`.
 */
export const detailSchema = z.object({
  detail: z.string(),
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type DetailResponse = z.infer<typeof detailSchema>;

export const messageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageSchema>;

export const healthSchema = z.object({ status: z.literal('ok') });
/** /api/ready: able to serve, and where the public reads go (the replica, or the primary). */
export const readySchema = z.object({ status: z.literal('ok'), reads: z.enum(['replica', 'primary']) });

export const outboxSchema = z.object({
  results: z.array(
    z.object({ to: z.string(), channel: z.enum(['sms', 'email']), body: z.string(), created: z.string() }),
  ),
});
export type OutboxResponse = z.infer<typeof outboxSchema>;

/** The profile card shown in carousels and lists; contact details never appear on a card. */
export const profileCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  profile_code: z.string(),
  full_name: z.string(),
  gender: z.string(),
  age: z.number().int(),
  height: z.string(),
  education: z.string(),
  occupation: z.string(),
  martial_status: z.string(),
  maslak: z.string(),
  biradari: z.string(),
  city_current: z.string(),
  state_current: z.string(),
  country_current: z.string(),
  verification_status: z.string(),
  /** A signed URL; blurred for female profiles when the viewer has no token (DESIGN.md §5.4). */
  thumbnail: z.string().nullable(),
  photo_blurred: z.boolean(),
  created_on: z.string(),
});
export type ProfileCard = z.infer<typeof profileCardSchema>;

export const profileCardPageSchema = listResponseSchema(profileCardSchema).extend({
  /**
   * True when there are more results than `count` says: the list counts only LIST_COUNT_AHEAD
   * results past the page's start (decision 038), and the web shows "1,000+".
   */
  count_capped: z.boolean().optional(),
});
export type ProfileCardPage = z.infer<typeof profileCardPageSchema>;
