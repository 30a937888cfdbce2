// The rule for a password someone chooses (sign-up, reset): the spec's minimum length, and not one
// of the very common passwords (DESIGN.md §5.6). The login form keeps only the length rule, so
// accounts made before this rule can still log in.
import { MESSAGES } from '../messages';
import { isCommonPassword } from '../rules/common-passwords';
import { ONLY_IF_VALID_SO_FAR, passwordOfLength } from './generic-rules';

export function newPasswordRule(min: number) {
  return passwordOfLength(min).refine((value) => !isCommonPassword(value), {
    error: MESSAGES.passwordTooCommon,
    ...ONLY_IF_VALID_SO_FAR,
  });
}
