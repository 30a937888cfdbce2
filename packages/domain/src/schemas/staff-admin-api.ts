// Staff management (issue 13, admins only): who is on the team, adding a moderator or admin,
// disabling one, and resetting a lost authenticator.
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { STAFF_MESSAGES } from '../staff-messages';
import { STAFF_ROLES } from '../constants/staff';
import { requiredString } from './generic-rules';
import { newPasswordRule, usernamePasswordRule } from './new-password';
import { ALWAYS } from './refine-helpers';

/**
 * Staff passwords guard every profile and document on the site, so they are longer than the
 * users' minimum; the common-password and repeated-character rules apply as for users.
 */
export const STAFF_PASSWORD_MIN = 10;

export const staffMemberSchema = z.object({
  account_id: z.number().int(),
  username: z.string(),
  role: z.enum(STAFF_ROLES),
  created_on: z.string(),
  last_login_at: z.string().nullable(),
  /** False until the first sign-in confirms an authenticator (and again after a reset). */
  authenticator_set_up: z.boolean(),
  disabled: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** GET /admin/staff/: the team, oldest account first. */
export const staffListSchema = z.object({ results: z.array(staffMemberSchema) });
export type StaffList = z.infer<typeof staffListSchema>;

/** POST /admin/staff/: a name to sign in with (an e-mail or a short name), a first password, a role. */
export const createStaffRequestSchema = z
  .object({
    username: requiredString({ min: 3, max: 254 }).regex(/^[\p{L}\p{N}._@+-]+$/u, {
      error: STAFF_MESSAGES.staffUsernameInvalid,
    }),
    password: newPasswordRule(STAFF_PASSWORD_MIN),
    role: z.enum(STAFF_ROLES, { error: MESSAGES.invalidChoice }),
  })
  .superRefine(usernamePasswordRule, ALWAYS);
export type CreateStaffRequest = z.input<typeof createStaffRequestSchema>;

/** The answer of every staff action: the member as they are now, and what happened. */
export const staffActionResponseSchema = staffMemberSchema.extend({ message: z.string() });
export type StaffActionResponse = z.infer<typeof staffActionResponseSchema>;
