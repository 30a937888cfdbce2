// The admin API (issue 13): staff (admins and moderators) moderate through /api/admin/*.
// The API validates with these schemas and the e2e fixtures call it with the same shapes.
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { STAFF_MESSAGES } from '../staff-messages';
import { requiredString } from './generic-rules';
import { ALWAYS, addFieldIssue, fieldOf, isBlank } from './refine-helpers';

/** The longest block reason or verification remark an admin may write. */
export const ADMIN_NOTE_MAX = 500;

/**
 * Staff have no profile, so they sign in here rather than through /profiles/login/. The username
 * is whatever ADMIN_USERNAME was (or an admin chose for a moderator), not necessarily a mobile
 * number or an e-mail.
 */
export const adminLoginRequestSchema = z.object({
  username: requiredString({ max: 254 }),
  password: z.string({ error: MESSAGES.required }).min(1, { error: MESSAGES.required }),
});

/** POST /admin/accounts/{username}/block: the reason is what the user sees at login (SPEC.md §8). */
export const blockAccountRequestSchema = z.object({ reason: requiredString({ max: ADMIN_NOTE_MAX }) });

export const adminAccountResponseSchema = z.object({
  username: z.string(),
  is_blocked: z.boolean(),
  block_reason: z.string().nullable(),
  message: z.string(),
});
export type AdminAccountResponse = z.infer<typeof adminAccountResponseSchema>;

/** POST /admin/profiles/{profile_code}/approve. `listed` says whether listings now show it. */
export const approveProfileResponseSchema = z.object({
  profile_code: z.string(),
  approval_status: z.string(),
  is_active: z.boolean(),
  listed: z.boolean(),
  message: z.string(),
});
export type ApproveProfileResponse = z.infer<typeof approveProfileResponseSchema>;

/**
 * POST /admin/profiles/{profile_code}/reject: the reason is what the owner reads on their own page
 * (issue 13), so it must say what to fix.
 */
export const rejectProfileRequestSchema = z.object({ reason: requiredString({ max: ADMIN_NOTE_MAX }) });

export const rejectProfileResponseSchema = z.object({
  profile_code: z.string(),
  approval_status: z.string(),
  approval_remarks: z.string(),
  message: z.string(),
});
export type RejectProfileResponse = z.infer<typeof rejectProfileResponseSchema>;

/** GET /admin/profiles/pending/: the new-profiles queue, oldest first (issue 13). */
export const pendingProfilesResponseSchema = z.object({
  count: z.number().int(),
  /** When the longest-waiting profile was created, or null when the queue is empty. */
  oldest_since: z.string().nullable(),
  results: z.array(
    z.object({
      profile_code: z.string(),
      slug: z.string(),
      full_name: z.string(),
      gender: z.string(),
      created_on: z.string(),
      /** The reason of an earlier rejection: the owner has edited and sent it back. */
      previous_rejection: z.string().nullable(),
      /** Blocked keywords found in the profile (field and keyword pairs), so the queue can flag it. */
      keyword_hit_count: z.number().int(),
      /** Other accounts that may be the same person (same number, or name and birth date). */
      duplicate_count: z.number().int(),
    }),
  ),
});
export type PendingProfilesResponse = z.infer<typeof pendingProfilesResponseSchema>;

/** GET /admin/feedback/?status=open|done: the feedback inbox (issue 13). */
export const FEEDBACK_INBOX_STATUSES = ['open', 'done'] as const;
export const feedbackInboxQuerySchema = z.object({
  status: z.enum(FEEDBACK_INBOX_STATUSES, { error: MESSAGES.wrongValue }).default('open'),
});
export const feedbackInboxItemSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  name: z.string(),
  gender: z.string(),
  mobile: z.string(),
  email: z.string(),
  location: z.string(),
  description: z.string(),
  created_on: z.string(),
  handled_on: z.string().nullable(),
});
export const feedbackInboxResponseSchema = z.object({
  /** Messages still waiting, whichever list was asked for (the dashboard's number). */
  open_count: z.number().int(),
  results: z.array(feedbackInboxItemSchema),
});
export type FeedbackInboxResponse = z.infer<typeof feedbackInboxResponseSchema>;
export const feedbackIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** The two outcomes an admin can give a verification that is In Process (DESIGN.md §4). */
export const VERIFICATION_DECISIONS = ['Verified', 'Rejected'] as const;
export type VerificationDecision = (typeof VERIFICATION_DECISIONS)[number];

/** POST /admin/profiles/{profile_code}/verification: a rejection must say why (its remark). */
export const verificationDecisionSchema = z
  .object({
    status: z.enum(VERIFICATION_DECISIONS, { error: MESSAGES.wrongValue }),
    remark: z.string().trim().max(ADMIN_NOTE_MAX).optional(),
  })
  .superRefine((value, ctx) => {
    if (fieldOf(value, 'status') === 'Rejected' && isBlank(fieldOf(value, 'remark'))) {
      addFieldIssue(ctx, 'remark', STAFF_MESSAGES.verificationRemarkRequired);
    }
  }, ALWAYS);
export type VerificationDecisionInput = z.input<typeof verificationDecisionSchema>;

export const verificationDecisionResponseSchema = z.object({
  profile_code: z.string(),
  verification_status: z.string(),
  verification_remarks: z.string().nullable(),
  message: z.string(),
});
export type VerificationDecisionResponse = z.infer<typeof verificationDecisionResponseSchema>;

export const usernameParamsSchema = z.object({ username: z.string().min(1) });
export const profileCodeParamsSchema = z.object({ profile_code: z.string().min(1) });
