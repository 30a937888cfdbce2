// The proposal calls (SPEC.md §3 "Proposal", §4 "Proposal", §7 "Proposals and favourites") as
// the API answers them. Contact details travel only where canSeeContact allows (DESIGN.md §5.3).

import { z } from 'zod';
import { PROPOSAL_STATUSES } from '../constants/profile-options';
import { profileCardSchema } from './api';
import { listResponseSchema, proposalUpdateSchema } from './entities';

/** The other side's contact details, present only when the viewer may see them. */
export const proposalContactSchema = z.object({
  contact_number: z.string(),
  whatsapp_number: z.string(),
  whatsapp_country_code: z.string(),
  email: z.string().nullable().optional(),
});
export type ProposalContact = z.infer<typeof proposalContactSchema>;

/**
 * One proposal in the sent or received list. `profile` is the other side: the receiver on the
 * sent list, the sender on the received list. `message` is the rejection reason (shown to the
 * sender); `contact` is absent unless canSeeContact says yes for this viewer and this moment.
 */
export const proposalItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  sender: z.number().int(),
  receiver: z.number().int(),
  status: z.enum(PROPOSAL_STATUSES),
  message: z.string().nullable(),
  created_on: z.string(),
  updated_on: z.string(),
  profile: profileCardSchema,
  contact: proposalContactSchema.optional(),
});
export type ProposalItem = z.infer<typeof proposalItemSchema>;

/**
 * GET /profiles/proposal/received/ and /profiles/proposal/sent/: the caller's own proposals,
 * newest first, up to LOOKUP_LIMIT (`limit` may ask for fewer). Proposals whose other side is no
 * longer listed (deleted, blocked, unapproved) drop out, as from any list.
 */
export const proposalListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).optional(),
  page: z.coerce.number().int().min(1).optional(),
});
export const proposalListResponseSchema = listResponseSchema(proposalItemSchema);
export type ProposalListResponse = z.infer<typeof proposalListResponseSchema>;

/**
 * POST /profiles/proposal/{profile_code}/ (the WhatsApp dialog's Open WhatsApp). 201 with the new
 * proposal; 200 with the existing one when the caller already sent it, or when the other side had
 * already sent one to the caller (then nothing new is sent: `already_received` is true).
 * `whatsapp` is the number the dialog opens, present only when canSeeContact allows it after the
 * send (outside contact hours a fresh proposal to a stranger carries none).
 */
export const sendProposalResponseSchema = z.object({
  message: z.string(),
  already_received: z.boolean(),
  proposal: proposalItemSchema.omit({ profile: true, contact: true }),
  whatsapp: z.object({ country_code: z.string(), number: z.string() }).optional(),
});
export type SendProposalResponse = z.infer<typeof sendProposalResponseSchema>;

/** PATCH /profiles/proposal-update/{id}/: the receiver accepts, or rejects with a reason. */
export const proposalUpdateRequestSchema = proposalUpdateSchema;
export const proposalUpdateResponseSchema = z.object({
  message: z.string(),
  proposal: proposalItemSchema.omit({ profile: true, contact: true }),
});
export type ProposalUpdateResponse = z.infer<typeof proposalUpdateResponseSchema>;

/**
 * What the profile detail adds for proposals: the state between the viewer and this profile
 * (so the page can say a proposal was sent, or offer Accept), and, for the owner, the counts
 * that link to the sent and received pages.
 */
export const proposalBetweenSchema = z.object({
  /** The viewer's proposal to this profile, if any. */
  sent: z.object({ id: z.number().int(), status: z.enum(PROPOSAL_STATUSES) }).nullable(),
  /** This profile's proposal to the viewer, if any. */
  received: z.object({ id: z.number().int(), status: z.enum(PROPOSAL_STATUSES) }).nullable(),
});
export type ProposalBetween = z.infer<typeof proposalBetweenSchema>;

export const proposalCountsSchema = z.object({ sent: z.number().int(), received: z.number().int() });
export type ProposalCounts = z.infer<typeof proposalCountsSchema>;
