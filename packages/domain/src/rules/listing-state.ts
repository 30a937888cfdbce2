// Where the owner's own profile stands on the way to being listed (issue 11: a new user must see
// that their profile waits for approval before they try to send proposals, not after).
import { z } from 'zod';

export const LISTING_STATES = [
  'listed',
  'under_review',
  'inactive',
  'rejected',
  'deletion_requested',
] as const;
export type ListingState = (typeof LISTING_STATES)[number];

/** What the owner is told about how long a review takes (the moderators' promise, in hours). */
export const REVIEW_HOURS = 24;

/**
 * `listed` is what others see. A blocked account cannot log in, so it never asks.
 * A deletion request hides the profile at once and outranks everything (the person wants out).
 * Then approval: an approved but inactive profile only needs its owner to save it again.
 */
export function listingState(profile: {
  approvalStatus: string;
  isActive: boolean;
  deletionRequested?: boolean;
}): ListingState {
  if (profile.deletionRequested) return 'deletion_requested';
  if (profile.approvalStatus === 'rejected') return 'rejected';
  if (profile.approvalStatus !== 'approved') return 'under_review';
  return profile.isActive ? 'listed' : 'inactive';
}

/** Only a listed profile may send proposals or open WhatsApp (the server checks it as well). */
export const canActOnOthers = (state: ListingState | undefined) => state === 'listed';

export const standingResponseSchema = z.object({
  profile_id: z.number().int(),
  slug: z.string(),
  state: z.enum(LISTING_STATES),
  review_hours: z.number().int(),
  /** The moderator's reason while the profile stays rejected (issue 13). */
  reason: z.string().nullable(),
});
export type StandingResponse = z.infer<typeof standingResponseSchema>;
