// Shapes the API answers with and the web app reads (SPEC.md §3). They describe output, so they
// carry no transforms (OpenAPI documents them as they are). Contact fields are optional because
// the API omits them unless the viewer may see them (DESIGN §5.3).

import { z } from 'zod';
import {
  GENDERS,
  PHYSICAL_STATUSES,
  PROPOSAL_STATUSES,
  VERIFICATION_STATUSES,
} from '../constants/profile-options';
import { LANGUAGE_CODES } from '../constants/languages';
import { REASON_MAX } from '../constants/limits';
import { MESSAGES, formatMessage } from '../messages';

const text = () => z.string().nullable();
const count = () => z.number().int().nullable();

export const profileSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  profile_code: z.string(),
  username: z.string().optional(),

  full_name: z.string(),
  gender: z.enum(GENDERS),
  martial_status: text(),
  detail_for_this_status: text().optional(),
  duration_after_khula_or_divorce: text().optional(),
  no_of_children: count().optional(),
  year_of_birth: z.number().int().nullable(),
  month_of_birth: z.number().int().nullable().optional(),
  date_of_birth: text().optional(),
  age: z.number().int().nullable(),

  height: text(),
  weight: z.number().nullable().optional(),
  education: text(),
  degree: text().optional(),
  occupation: text().optional(),
  hobbies: text().optional(),
  physical_status: z.enum(PHYSICAL_STATUSES).nullable().optional(),
  handicap_detail: text().optional(),

  fathers_name: text().optional(),
  mothers_name: text().optional(),
  fathers_occupation: text().optional(),
  mothers_occupation: text().optional(),
  no_of_brothers: count().optional(),
  no_of_married_brothers: count().optional(),
  no_of_sisters: count().optional(),
  no_of_married_sisters: count().optional(),

  biradari: text(),
  maslak: text(),
  state: text(),
  city: text(),
  state_current: text(),
  city_current: text(),
  country: text().optional(),
  country_current: text().optional(),
  same_location: z.boolean().nullable().optional(),

  contact_of: text().optional(),
  whatsapp_country_code: text().optional(),
  // Present only when the viewer may see them (canSeeContact).
  contact_number: text().optional(),
  whatsapp_number: text().optional(),
  email: text().optional(),
  private_contact: z.boolean().optional(),

  expectations: text().optional(),
  extra_information: text().optional(),

  thumbnail: text().optional(),
  photo_1: text().optional(),
  photo_2: text().optional(),
  photo_3: text().optional(),

  verification_status: z.enum(VERIFICATION_STATUSES),
  verification_remarks: text().optional(),
  view_count: z.number().int().optional(),
  last_active: text().optional(),
  created_on: text().optional(),
  created: text().optional(),
  reason_to_delete: text().optional(),
  approval_status: text().optional(),
  is_active: z.boolean().optional(),

  // Wire formats kept from the spec: comma lists and JSON text (owner's own profile only).
  visited_profile_ids: text().optional(),
  favourite_profile_ids: text().optional(),
  expectation_proposal: text().optional(),
});

export type Profile = z.infer<typeof profileSchema>;

export const listResponseSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable().optional(),
    previous: z.string().nullable().optional(),
    results: z.array(item),
  });

export const profileListResponseSchema = listResponseSchema(profileSchema);
export type ProfileListResponse = z.infer<typeof profileListResponseSchema>;

export const proposalStatusSchema = z.enum(PROPOSAL_STATUSES);

export const proposalSchema = z.object({
  id: z.number().int(),
  slug: z.string().optional(),
  /** Profile ids of the two sides. */
  sender: z.number().int(),
  receiver: z.number().int(),
  status: proposalStatusSchema,
  /** The rejection reason, shown to the sender. */
  message: z.string().nullable().optional(),
  created_on: z.string().optional(),
});

export type Proposal = z.infer<typeof proposalSchema>;

/** PATCH /profiles/proposal-update/{id}/: accepting needs no message, rejecting needs one. */
export const proposalUpdateSchema = z
  .object({
    status: z.enum(['Accepted', 'Rejected']),
    message: z
      .string()
      .trim()
      .max(REASON_MAX, { error: formatMessage.maxLength(REASON_MAX) })
      .optional(),
  })
  .refine((v) => v.status !== 'Rejected' || (v.message !== undefined && v.message !== ''), {
    error: MESSAGES.reasonRequired,
    path: ['message'],
  });

export type ProposalUpdate = z.infer<typeof proposalUpdateSchema>;

/** GET /profiles/add-to-favourite/user/: profile codes as a comma list (see parseCommaList). */
export const favouritesResponseSchema = z.object({
  favourite_profile_ids: z.string(),
});

export type FavouritesResponse = z.infer<typeof favouritesResponseSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  profile_id: z.number().int(),
  slug: z.string(),
  message: z.string().optional(),
  /** Issue 11: true on the account's very first login (the guidelines come first only then). */
  first_login: z.boolean().optional(),
  /**
   * Issue 30: the account's interface language, so the app follows it on another device; null
   * when the account never chose one (the app then stores this device's).
   */
  language: z.enum(LANGUAGE_CODES).nullable().optional(),
});

export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** What the web app keeps in local storage (§3 "Session"). Cleared on logout or 'Invalid token.'. */
export const sessionSchema = z.object({
  token: z.string().nullable(),
  /** The user's profile id (the spec's "user code"). */
  userCode: z.number().int().nullable(),
  slug: z.string().nullable(),
  username: z.string().nullable(),
  language: z.enum(LANGUAGE_CODES),
  /** Profile codes visited, newest last. */
  visitedProfiles: z.array(z.string()),
  userData: profileSchema.nullable(),
});

export type Session = z.infer<typeof sessionSchema>;

export const EMPTY_SESSION: Session = {
  token: null,
  userCode: null,
  slug: null,
  username: null,
  language: 'en',
  visitedProfiles: [],
  userData: null,
};
