// Forgot-password form (SPEC.md §2, §5): the username is shown read-only, the user asks for an
// OTP, then types it with a new password and its confirmation.

import { z } from 'zod';
import { MESSAGES, formatMessage } from '../messages';
import { OTP_LENGTH, RESET_PASSWORD_MIN } from '../constants/limits';
import { passwordOfLength, requiredString, stopIf, ONLY_IF_VALID_SO_FAR } from './generic-rules';
import { ALWAYS, addFieldIssue, fieldOf } from './refine-helpers';
import { newPasswordRule, usernamePasswordRule } from './new-password';

/** Required, digits only, exactly 6 ('Invalid OTP' is the server's answer to a wrong code). */
export function resetOtpRule() {
  return requiredString()
    .check(stopIf((v: string) => !/^\d+$/.test(v), MESSAGES.invalidNumbers))
    .min(OTP_LENGTH, { error: formatMessage.minLength(OTP_LENGTH), ...ONLY_IF_VALID_SO_FAR })
    .max(OTP_LENGTH, { error: formatMessage.maxLength(OTP_LENGTH), ...ONLY_IF_VALID_SO_FAR });
}

/** The new password at reset: required, at least 6, not a very common one. */
export const resetPasswordRule = () => newPasswordRule(RESET_PASSWORD_MIN);

export const forgotPasswordFormSchema = z
  .object({
    otp: resetOtpRule(),
    password: resetPasswordRule(),
    // Only the new password is checked against the common ones; the confirmation must just match.
    confirm_password: passwordOfLength(RESET_PASSWORD_MIN),
    /** The account's username, shown read-only on the page: the new password may not be it. */
    username: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    usernamePasswordRule(value, ctx);
    const confirm = fieldOf(value, 'confirm_password');
    if (typeof confirm === 'string' && confirm !== '' && confirm !== fieldOf(value, 'password')) {
      addFieldIssue(ctx, 'confirm_password', MESSAGES.doesNotMatch);
    }
  }, ALWAYS);

export type ForgotPasswordFormInput = z.input<typeof forgotPasswordFormSchema>;
