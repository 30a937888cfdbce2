// The reports queue of the moderation console (issue 13), and what the people involved see of it:
// the reporter that their report was handled (never how), the reported person the notices sent.
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { PHOTO_SLOTS } from '../constants/limits';
import { REPORT_ACTIONS, REPORT_STATUSES } from '../constants/staff';
import { requiredString } from './generic-rules';
import { reportedMessageSchema } from './report-message';
import { ALWAYS, addFieldIssue, fieldOf, isBlank } from './refine-helpers';
import { ADMIN_NOTE_MAX } from './admin-api';

/** How many reported profiles one page of the queue shows. */
export const REPORT_GROUPS_PAGE = 50;

/** The longest notice a moderator may send a warned user. */
export const NOTICE_MESSAGE_MAX = 1000;

/** GET /admin/reports/?status=open|handled */
export const REPORT_QUEUE_STATUSES = ['open', 'handled'] as const;
export type ReportQueueStatus = (typeof REPORT_QUEUE_STATUSES)[number];
export const reportQueueQuerySchema = z.object({
  status: z.enum(REPORT_QUEUE_STATUSES, { error: MESSAGES.wrongValue }).default('open'),
});

/** One report as staff see it; the evidence URL is signed and lives a few minutes. */
export const staffReportSchema = z.object({
  id: z.number().int(),
  reporter: z.object({ profile_code: z.string(), full_name: z.string() }),
  reason: z.string(),
  description: z.string().nullable(),
  /** The evidence image of a profile report; null for a message report. */
  evidence_url: z.string().nullable(),
  /** A message report's message and the ones before it (issue 32); null for a profile report. */
  message: reportedMessageSchema.nullable(),
  created_on: z.string(),
  status: z.enum(REPORT_STATUSES),
  /** The rest are null while the report is open. */
  staff_note: z.string().nullable(),
  handled_on: z.string().nullable(),
  /** The staff member's username; null if that staff account no longer exists. */
  handled_by: z.string().nullable(),
});
export type StaffReport = z.infer<typeof staffReportSchema>;

/** The reported profile with its photos full-size and unblurred (staff only). */
export const reportedProfileSchema = z.object({
  id: z.number().int(),
  /** The owner's account, for the person page and the audit trail. */
  account_id: z.number().int(),
  profile_code: z.string(),
  full_name: z.string(),
  slug: z.string(),
  gender: z.string(),
  username: z.string(),
  is_blocked: z.boolean(),
  block_reason: z.string().nullable(),
  approval_status: z.string(),
  photos: z.array(z.object({ slot: z.number().int(), url: z.string() })),
});

/** Every report of one profile together, oldest first. */
export const reportGroupSchema = z.object({
  profile: reportedProfileSchema,
  reports: z.array(staffReportSchema),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;

export const reportQueueResponseSchema = z.object({
  /** The dashboard's numbers, about open reports whichever list was asked for. */
  open_count: z.number().int(),
  /** How many profiles have open reports. */
  group_count: z.number().int(),
  /** When the oldest open report was made, or null when none is open. */
  oldest_since: z.string().nullable(),
  results: z.array(reportGroupSchema),
});
export type ReportQueueResponse = z.infer<typeof reportQueueResponseSchema>;

export const reportedProfileParamsSchema = z.object({ profile_id: z.coerce.number().int().positive() });

const optionalText = (max: number) => z.string().trim().max(max).optional();

/**
 * POST /admin/reports/profiles/{profile_id}/handle: one decision for every open report of the
 * profile. The note is for staff; `message` is the notice a warned user reads, `reason` what a
 * blocked user sees at login, `photo_slot` the photo to remove. `remove_message` removes every
 * message the open reports are about, for everyone in the conversation or group; with `message`
 * it also warns the sender, in the same decision.
 */
export const handleReportsRequestSchema = z
  .object({
    action: z.enum(REPORT_ACTIONS, { error: MESSAGES.wrongValue }),
    note: requiredString({ max: ADMIN_NOTE_MAX }),
    message: optionalText(NOTICE_MESSAGE_MAX),
    photo_slot: z
      .number({ error: MESSAGES.wrongValue })
      .int({ error: MESSAGES.wrongValue })
      .min(0, { error: MESSAGES.wrongValue })
      .max(PHOTO_SLOTS - 1, { error: MESSAGES.wrongValue })
      .optional(),
    reason: optionalText(ADMIN_NOTE_MAX),
  })
  .superRefine((value, ctx) => {
    const needs = { warn: 'message', remove_photo: 'photo_slot', block: 'reason' } as const;
    const action = fieldOf(value, 'action');
    const field = typeof action === 'string' ? needs[action as keyof typeof needs] : undefined;
    if (field && isBlank(fieldOf(value, field))) addFieldIssue(ctx, field, MESSAGES.required);
  }, ALWAYS);
export type HandleReportsRequest = z.input<typeof handleReportsRequestSchema>;
export type HandleReportsDecision = z.infer<typeof handleReportsRequestSchema>;

/** GET /profiles/me/reports/: the caller's own reports; whether handled, never how (privacy). */
export const myReportsResponseSchema = z.object({
  count: z.number().int(),
  results: z.array(
    z.object({
      id: z.number().int(),
      profile_code: z.string(),
      full_name: z.string(),
      reason: z.string(),
      created_on: z.string(),
      handled: z.boolean(),
      handled_on: z.string().nullable(),
    }),
  ),
});
export type MyReportsResponse = z.infer<typeof myReportsResponseSchema>;

/** GET /profiles/me/notices/: what the moderators told the caller, newest first. */
export const noticeSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  created_on: z.string(),
  read: z.boolean(),
});
export type Notice = z.infer<typeof noticeSchema>;
export const myNoticesResponseSchema = z.object({
  count: z.number().int(),
  unread_count: z.number().int(),
  results: z.array(noticeSchema),
});
export type MyNoticesResponse = z.infer<typeof myNoticesResponseSchema>;
export const noticeIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
