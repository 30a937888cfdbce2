// Login form rules (SPEC.md §2, §5). Users in India log in with their mobile number, users abroad
// with their e-mail; that value is the account's username.

import { z } from 'zod';
import { MESSAGES, formatMessage } from '../messages';
import { LOGIN_PASSWORD_MIN, MOBILE_LENGTH } from '../constants/limits';
import { emailRule, passwordOfLength, requiredString, stopIf, ONLY_IF_VALID_SO_FAR } from './generic-rules';
import { ALWAYS, addFieldIssue, customIssue, fieldOf, isBlank } from './refine-helpers';
import { issueOf } from '../errors/schema-issue';
import { normaliseIndianMobile } from '../rules/mobile-number';

/** An Indian mobile number: 10 digits, starting with 6 to 9 ('+91' is shown as a prefix). */
export function mobileNumberRule() {
  return requiredString()
    .check(stopIf((v: string) => !/^\d+$/.test(v), MESSAGES.invalidNumbers))
    .min(MOBILE_LENGTH, { error: formatMessage.minLength(MOBILE_LENGTH), ...ONLY_IF_VALID_SO_FAR })
    .max(MOBILE_LENGTH, { error: formatMessage.maxLength(MOBILE_LENGTH), ...ONLY_IF_VALID_SO_FAR })
    .regex(/^[6-9]/, { error: MESSAGES.cantStartWith });
}

/** A username is either an Indian mobile number or (for users abroad) an e-mail address. */
export function usernameRule() {
  return requiredString().superRefine((value, ctx) => {
    const rule = value.includes('@') ? emailRule() : mobileNumberRule();
    const result = rule.safeParse(normaliseUsername(value));
    for (const issue of result.error?.issues ?? []) ctx.addIssue(customIssue(issueOf(issue)));
  });
}

export const loginPasswordSchema = passwordOfLength(LOGIN_PASSWORD_MIN);

// Step 1 of the login form. `lives_abroad` chooses which of mobile or email/country is needed.
const loginUsernameShape = {
  lives_abroad: z.boolean().default(false),
  mobile: z.string().optional(),
  email: z.string().optional(),
  country: z.string().optional(),
};

function loginUsernameRules(value: unknown, ctx: z.RefinementCtx): void {
  if (fieldOf(value, 'lives_abroad') === true) {
    for (const issue of emailRule().safeParse(fieldOf(value, 'email') ?? '').error?.issues ?? []) {
      addFieldIssue(ctx, 'email', issueOf(issue));
    }
    if (isBlank(fieldOf(value, 'country'))) addFieldIssue(ctx, 'country', MESSAGES.required);
  } else {
    const mobile = normaliseIndianMobile(String(fieldOf(value, 'mobile') ?? ''));
    for (const issue of mobileNumberRule().safeParse(mobile).error?.issues ?? []) {
      addFieldIssue(ctx, 'mobile', issueOf(issue));
    }
  }
}

export const loginUsernameStepSchema = z.object(loginUsernameShape).superRefine(loginUsernameRules, ALWAYS);

export const loginFormSchema = z
  .object({ ...loginUsernameShape, password: loginPasswordSchema })
  .superRefine(loginUsernameRules, ALWAYS);

export type LoginUsernameStepInput = z.input<typeof loginUsernameStepSchema>;
export type LoginFormInput = z.input<typeof loginFormSchema>;
export type LoginFormValues = z.output<typeof loginFormSchema>;

/** The username sent to verify-user and login: the mobile number in India, else the e-mail. */
export function loginUsername(values: { lives_abroad?: boolean; mobile?: string; email?: string }): string {
  return normaliseUsername((values.lives_abroad ? values.email : values.mobile) ?? '');
}

/**
 * E-mail usernames are case-insensitive, so they are stored and compared in lower case; a mobile
 * number is read in any usual spelling ('+91 98765 00011') as its 10 digits.
 */
export function normaliseUsername(username: string): string {
  const trimmed = username.trim();
  return trimmed.includes('@') ? trimmed.toLowerCase() : normaliseIndianMobile(trimmed);
}
