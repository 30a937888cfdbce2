// The rule for a password someone chooses (sign-up, reset): the spec's minimum length, not one of
// the very common passwords (DESIGN.md §5.6) and not one character repeated (issue 10). The login
// form keeps only the length rule, so accounts made before these rules can still log in.
// Whether it is the username is a rule across fields: see `usernamePasswordRule`.
import type { z } from 'zod';
import { MESSAGES } from '../messages';
import { isCommonPassword } from '../rules/common-passwords';
import { isOneRepeatedCharacter, isUsernameAsPassword } from '../rules/password-choice';
import { ONLY_IF_VALID_SO_FAR, passwordOfLength } from './generic-rules';
import { addFieldIssue, fieldOf } from './refine-helpers';

export function newPasswordRule(min: number) {
  return passwordOfLength(min)
    .refine((value) => !isOneRepeatedCharacter(value), {
      error: MESSAGES.passwordOneCharacter,
      ...ONLY_IF_VALID_SO_FAR,
    })
    .refine((value) => !isCommonPassword(value), {
      error: MESSAGES.passwordTooCommon,
      ...ONLY_IF_VALID_SO_FAR,
    });
}

/** Reports on `password` when it is the `username` of the same object (sign-up, reset). */
export function usernamePasswordRule(value: unknown, ctx: z.RefinementCtx): void {
  const password = fieldOf(value, 'password');
  const username = fieldOf(value, 'username');
  if (
    typeof password === 'string' &&
    typeof username === 'string' &&
    isUsernameAsPassword(password, username)
  ) {
    addFieldIssue(ctx, 'password', MESSAGES.passwordIsUsername);
  }
}
