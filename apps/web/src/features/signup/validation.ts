// Per-step validation with the domain's step schemas (§4: a step advances only when its form
// validates). One form holds every step, so each step's schema checks its own fields and the
// first message of each field is shown, exactly as the domain words it.
import type { z } from 'zod';
import {
  contactStepSchema,
  familyStepSchema,
  mobileNumberRule,
  emailRule,
  otherStepSchema,
  otpStepSchema,
  passwordStepSchema,
  personalStepSchema,
  isUsernameAsPassword,
  MESSAGES,
} from '@rishta/domain';
import { usernameOf, type WizardField, type WizardValues } from './form-values';

export type StepKey = 'personal' | 'family' | 'contact' | 'other' | 'password' | 'otp' | 'photos';
export type WizardMode = 'create' | 'edit';

export const CREATE_STEPS: readonly StepKey[] = [
  'personal',
  'family',
  'contact',
  'other',
  'password',
  'otp',
  'photos',
];
export const EDIT_STEPS: readonly StepKey[] = ['personal', 'family', 'contact', 'other', 'photos'];

const SCHEMAS: Partial<Record<StepKey, z.ZodType>> = {
  personal: personalStepSchema,
  family: familyStepSchema,
  contact: contactStepSchema,
  other: otherStepSchema,
  password: passwordStepSchema,
  otp: otpStepSchema,
};

export type StepErrors = Partial<Record<WizardField, string>>;

function collect(schema: z.ZodType, value: unknown, into: StepErrors, field?: WizardField) {
  const result = schema.safeParse(value);
  for (const issue of result.error?.issues ?? []) {
    const key = field ?? (issue.path[0] as WizardField | undefined);
    if (key && !into[key]) into[key] = issue.message;
  }
}

/** The step's errors, first message per field; empty when the step is valid. */
export function validateStep(step: StepKey, values: WizardValues, mode: WizardMode): StepErrors {
  const errors: StepErrors = {};
  const schema = SCHEMAS[step];
  if (schema) collect(schema, values, errors);
  // At sign-up the contact number (or, abroad, the e-mail) becomes the username, so it must also
  // be a valid login: a 10-digit Indian mobile number, or a valid e-mail address.
  // The sign-up password may not be the username the contact step made (the server checks it too).
  if (step === 'password' && !errors.password && isUsernameAsPassword(values.password, usernameOf(values))) {
    errors.password = MESSAGES.passwordIsUsername;
  }
  if (step === 'contact' && mode === 'create') {
    if (values.lives_abroad) {
      if (!errors.email) collect(emailRule(), values.email, errors, 'email');
    } else if (!errors.contact_number) {
      collect(mobileNumberRule(), values.contact_number, errors, 'contact_number');
    }
  }
  return errors;
}

export const hasErrors = (errors: StepErrors) => Object.keys(errors).length > 0;
