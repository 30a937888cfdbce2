// Discovery calls (SPEC.md §7 "Profiles", favourites): the profile list's query, the profile
// detail as another user sees it, and the recent-visitors answer.

import { z } from 'zod';
import { GENDERS, HEIGHTS, PHYSICAL_STATUSES } from '../constants/profile-options';
import { MESSAGES } from '../messages';
import { parseCommaList } from '../rules/lists';
import { CONTACT_HIDDEN_REASONS } from '../rules/contact-visibility';
import { normaliseProfileCode } from '../rules/profile-code';
import { profileSchema } from './entities';
import { profileCardSchema } from './api';
import { proposalBetweenSchema, proposalCountsSchema } from './proposals-api';

const filterText = () => z.string().trim().max(100).optional();
/** A comma-separated list of values, as the search page sends them (`maslak__in=A,B`). */
const commaList = () => z.string().max(4000).optional();
const age = () => z.coerce.number().int().min(0).max(150).optional();

export const PROFILE_LIST_ORDERINGS = ['-created_on', '-last_active'] as const;

/**
 * GET /profiles/list/: every variant of §7 (category browsing, search, new profiles, by codes)
 * in one query, all combinable. Values stay strings here; the API splits the comma lists.
 * `limit` has no upper bound on purpose: larger values are capped at MAX_LIMIT, not refused.
 */
export const profileListQuerySchema = z.object({
  gender: z.enum(GENDERS).optional(),
  maslak: filterText(),
  biradari: filterText(),
  state: filterText(),
  country: filterText(),
  city_current: filterText(),
  state_current: filterText(),
  martial_status: filterText(),
  education: filterText(),
  physical_status: z.enum(PHYSICAL_STATUSES).optional(),
  age__gte: age(),
  age__lte: age(),
  height__in: commaList().refine((v) => parseCommaList(v).every((h) => HEIGHTS.includes(h)), {
    error: MESSAGES.invalidChoice,
  }),
  maslak__in: commaList(),
  biradari__in: commaList(),
  state__in: commaList(),
  state_current__in: commaList(),
  martial_status__in: commaList(),
  education__in: commaList(),
  city: filterText(),
  search: filterText(),
  code: commaList().refine((v) => parseCommaList(v).every((c) => normaliseProfileCode(c) !== undefined), {
    error: MESSAGES.invalidProfileCode,
  }),
  ordering: z.enum(PROFILE_LIST_ORDERINGS).optional(),
  /** Issue 11: the logged-in user's 'For you' list; the server builds its filters. */
  for_you: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).optional(),
});

export type ProfileListQuery = z.infer<typeof profileListQuerySchema>;

/** GET /profiles/detail-slug/{slug}/: the viewer's own profile is fetched with skip-update=true. */
export const profileDetailQuerySchema = z.object({
  'skip-update': z.enum(['true', 'false']).optional(),
  /** How the viewer arrived (SPEC.md §2 card clicks); `proposal` marks a received proposal Opened. */
  from: z.enum(['search', 'proposal']).optional(),
});

/**
 * A profile as a logged-in viewer sees it. Owner-only fields (view_count, verification_remarks,
 * username …) and the contact fields are absent unless the viewer may see them.
 */
export const profileDetailSchema = profileSchema.extend({
  is_owner: z.boolean(),
  is_favourite: z.boolean(),
  reported: z.boolean(),
  /** Other viewers without the contact fields: why they are missing (the page's note). */
  contact_hidden_reason: z.enum(CONTACT_HIDDEN_REASONS).optional(),
  /** Owner only: a deletion request waits for an admin (SPEC.md §2, §4). */
  deletion_requested: z.boolean().optional(),
  /** Owner only, while the profile is younger than 7 days: from when it may be deleted (ISO). */
  deletion_possible_from: z.string().optional(),
  /** A signed link to the bio-data PDF for this viewer, valid for 10 minutes; no token needed. */
  bio_data_url: z.string().optional(),
  /** Other viewers: the proposals between the viewer and this profile. */
  proposal: proposalBetweenSchema.optional(),
  /** Owner only: how many proposals they sent and received (links to those pages). */
  proposal_counts: proposalCountsSchema.optional(),
});

export type ProfileDetail = z.infer<typeof profileDetailSchema>;

/** GET /profiles/profile-visited/user/: who opened the caller's profile, most recent first. */
export const profileVisitedResponseSchema = z.object({
  profile_visited: z.string(),
  results: z.array(profileCardSchema),
});

export type ProfileVisitedResponse = z.infer<typeof profileVisitedResponseSchema>;
