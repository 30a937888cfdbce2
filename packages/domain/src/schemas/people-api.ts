// Finding and looking at a person (issue 13): by profile code, mobile number, e-mail or name; then
// their account, profile, proposals, reports, notices and audit trail on one page.
import { z } from 'zod';
import { APPROVAL_STATUSES, GENDERS, VERIFICATION_STATUSES } from '../constants/profile-options';
import { REPORT_STATUSES } from '../constants/staff';
import { auditRowSchema } from './audit-api';
import { requiredString } from './generic-rules';

/** Fewer letters than this match half the site by name. */
export const PEOPLE_QUERY_MIN = 3;
/** One page of matches: a search is for finding one person, not browsing. */
export const PEOPLE_SEARCH_LIMIT = 20;
/** How many of a person's latest reports, each way, the detail shows. */
export const PERSON_LATEST_REPORTS = 5;
/** How many notices sent to a person the detail shows, newest first. */
export const PERSON_NOTICES = 20;

/** GET /admin/people/?q=: a profile code (RM…), a mobile number in any spelling, an e-mail or a name. */
export const peopleSearchQuerySchema = z.object({
  q: requiredString({ min: PEOPLE_QUERY_MIN, max: 254 }),
});

export const personMatchSchema = z.object({
  account_id: z.number().int(),
  username: z.string(),
  profile_code: z.string(),
  full_name: z.string(),
  gender: z.enum(GENDERS),
  approval_status: z.enum(APPROVAL_STATUSES),
  verification_status: z.enum(VERIFICATION_STATUSES),
  is_blocked: z.boolean(),
  created_on: z.string(),
});
export type PersonMatch = z.infer<typeof personMatchSchema>;

export const peopleSearchResponseSchema = z.object({ results: z.array(personMatchSchema) });
export type PeopleSearchResponse = z.infer<typeof peopleSearchResponseSchema>;

export const accountIdParamsSchema = z.object({ account_id: z.coerce.number().int().positive() });

const reportSummarySchema = z.object({
  id: z.number().int(),
  reason: z.string(),
  status: z.enum(REPORT_STATUSES),
  created_on: z.string(),
});
const reportsOneWaySchema = z.object({
  count: z.number().int(),
  /** The latest few, newest first. */
  latest: z.array(reportSummarySchema),
});

/** GET /admin/people/{account_id}/: everything the console shows about one user account. */
export const personDetailSchema = z.object({
  account_id: z.number().int(),
  account: z.object({
    username: z.string(),
    created_on: z.string(),
    last_login_at: z.string().nullable(),
    is_blocked: z.boolean(),
    block_reason: z.string().nullable(),
  }),
  /** Null only for an account whose profile is gone. */
  profile: z
    .object({
      profile_code: z.string(),
      slug: z.string(),
      full_name: z.string(),
      gender: z.enum(GENDERS),
      date_of_birth: z.string(),
      city: z.string(),
      approval_status: z.enum(APPROVAL_STATUSES),
      verification_status: z.enum(VERIFICATION_STATUSES),
      listed: z.boolean(),
      last_active: z.string(),
      /** The person's request to be deleted, while it waits. */
      deletion_request: z.object({ reason: z.string(), created_on: z.string() }).nullable(),
    })
    .nullable(),
  proposals: z.object({
    sent: z.number().int(),
    received: z.number().int(),
    /** Either way, accepted. */
    accepted: z.number().int(),
  }),
  reports: z.object({ about: reportsOneWaySchema, by: reportsOneWaySchema }),
  notices: z.array(
    z.object({
      id: z.number().int(),
      message: z.string(),
      created_on: z.string(),
      read_on: z.string().nullable(),
    }),
  ),
  /** What the system noticed (account_flags): the daily contact limit, contact details shared early. */
  flags: z.array(z.object({ reason: z.string(), day: z.string() })),
  /** Audit rows about this account, newest first (50). */
  audit: z.array(auditRowSchema),
});
export type PersonDetail = z.infer<typeof personDetailSchema>;
