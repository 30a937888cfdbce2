// What a moderator sees when reviewing a profile, and the verification queue (issue 13). Staff see
// everything stored, contact details and clear photos included: these answers go to staff tokens
// only (routes/admin), never to users.
import { z } from 'zod';
import { APPROVAL_STATUSES, VERIFICATION_STATUSES } from '../constants/profile-options';
import { profileSchema } from './entities';

/** Why another account looks like the same person. */
export const DUPLICATE_MATCHES = ['contact_number', 'name_and_birth_date'] as const;
export type DuplicateMatch = (typeof DUPLICATE_MATCHES)[number];

/** A blocked keyword found in a field of the profile, by the sign-up check's whole-word rule. */
export const keywordHitSchema = z.object({ field: z.string(), keyword: z.string() });

/**
 * Another account that may be the same person: the same contact or WhatsApp number (in either
 * field), or a near-identical full name with the same date of birth. One entry per account; a
 * number match wins when both apply.
 */
export const duplicateProfileSchema = z.object({
  profile_code: z.string(),
  full_name: z.string(),
  match: z.enum(DUPLICATE_MATCHES),
  approval_status: z.enum(APPROVAL_STATUSES),
  is_blocked: z.boolean(),
});
export type DuplicateProfile = z.infer<typeof duplicateProfileSchema>;

/**
 * Every stored field of the profile by its wire name (SPEC.md §3), contact details and private
 * flags included; standing and account details are in their own blocks of the answer.
 */
export const staffProfileFieldsSchema = profileSchema
  .omit({
    username: true,
    thumbnail: true,
    photo_1: true,
    photo_2: true,
    photo_3: true,
    verification_status: true,
    verification_remarks: true,
    approval_status: true,
    is_active: true,
    last_active: true,
    created_on: true,
    created: true,
    reason_to_delete: true,
    visited_profile_ids: true,
    favourite_profile_ids: true,
  })
  .extend({
    contact_number: z.string(),
    whatsapp_number: z.string(),
    whatsapp_country_code: z.string(),
    email: z.string().nullable(),
    private_contact: z.boolean(),
    date_of_birth: z.string(),
    /** The wished-for partner as JSON text, as the owner's own profile serves it. */
    expectation_proposal: z.string().nullable(),
    view_count: z.number().int(),
    updated_on: z.string(),
  });

/** A signed, short-lived link to a stored file (an image); only staff answers carry these. */
const signedUrl = () => z.string();

/** GET /admin/profiles/{profile_code}/review */
export const profileReviewResponseSchema = z.object({
  profile: staffProfileFieldsSchema,
  standing: z.object({
    approval_status: z.enum(APPROVAL_STATUSES),
    /** Why it was last rejected (kept after a resubmission, so the moderator sees it). */
    approval_remarks: z.string().nullable(),
    is_active: z.boolean(),
    verification_status: z.enum(VERIFICATION_STATUSES),
    verification_remarks: z.string().nullable(),
    /** Shown in listings and search now. */
    listed: z.boolean(),
    is_blocked: z.boolean(),
    block_reason: z.string().nullable(),
    /** The owner's request to be erased, waiting in the deletion queue; null when there is none. */
    deletion_request: z
      .object({ reason: z.string(), details: z.string().nullable(), requested_on: z.string() })
      .nullable(),
  }),
  account: z.object({
    username: z.string(),
    created_on: z.string(),
    last_active: z.string(),
    /** The last sign-in by password; null if the account never signed in. */
    last_login_on: z.string().nullable(),
  }),
  /** Full-size, unblurred, by slot (0..2). */
  photos: z.array(z.object({ slot: z.number().int(), url: signedUrl() })),
  /** The latest identity document sent for verification, or null. */
  document: z.object({ url: signedUrl(), mime_type: z.string(), uploaded_on: z.string() }).nullable(),
  keyword_hits: z.array(keywordHitSchema),
  duplicates: z.array(duplicateProfileSchema),
  proposals: z.object({
    sent: z.number().int(),
    received: z.number().int(),
    /** Proposals either way that were accepted. */
    accepted: z.number().int(),
  }),
  /** Reports other users made about this profile. */
  reports: z.object({ open: z.number().int(), handled: z.number().int() }),
  /** The staff actions on this account, newest first (the latest 50). */
  audit: z.array(
    z.object({
      action: z.string(),
      /** The staff member's username; null for the system itself. */
      actor: z.string().nullable(),
      reason: z.string().nullable(),
      before: z.record(z.string(), z.unknown()).nullable(),
      after: z.record(z.string(), z.unknown()).nullable(),
      created_on: z.string(),
    }),
  ),
});
export type ProfileReviewResponse = z.infer<typeof profileReviewResponseSchema>;

/** GET /admin/verifications/: profiles whose document waits for a decision, oldest upload first. */
export const verificationQueueResponseSchema = z.object({
  count: z.number().int(),
  /** When the longest-waiting document was uploaded, or null when none waits. */
  oldest_since: z.string().nullable(),
  results: z.array(
    z.object({
      profile_code: z.string(),
      full_name: z.string(),
      date_of_birth: z.string(),
      gender: z.string(),
      city: z.string(),
      document_url: signedUrl(),
      document_mime_type: z.string(),
      uploaded_on: z.string(),
      /** The first photo, full size and clear, to compare with the document; null without photos. */
      photo_url: signedUrl().nullable(),
    }),
  ),
});
export type VerificationQueueResponse = z.infer<typeof verificationQueueResponseSchema>;
