// The sign-up / edit-profile form (SPEC.md §3 fields, §5 rules), split by wizard step so each
// step validates on its own (§4: a step advances only when its form validates). Field names are
// the wire names, including the spec's spelling `martial_status`.
//
// Values arrive as strings from inputs or as JSON from the API: numeric fields accept both.
// Cross-field rules report on the dependent field's own path (e.g. ['degree']) so the form and
// the API's `{field: [message]}` answers place them. Reference-list fields (state, city, biradari,
// maslak, education, marital status, height, contact_of) are required strings here: their allowed
// values are data served by the API, which checks membership against its reference tables.

import { z } from 'zod';
import { MESSAGES, formatMessage } from '../messages';
import {
  CHILDREN,
  DURATION_MIN,
  LONG_TEXT_MIN,
  NAME_LENGTH,
  OTP_LENGTH,
  PARENT_FIELD_LENGTH,
  PHONE_MAX_DIGITS,
  REASON_MAX,
  SIBLINGS,
  SIGNUP_PASSWORD_MIN,
  TEXT_MAX,
  WEIGHT,
  YEAR_OF_BIRTH,
} from '../constants/limits';
import {
  DEFAULT_COUNTRY,
  DEFAULT_MOTHERS_OCCUPATION,
  DEFAULT_WHATSAPP_COUNTRY_CODE,
  GENDERS,
  PHYSICAL_STATUSES,
  UNMARRIED,
} from '../constants/profile-options';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../constants/languages';
import { degreeRequiredFor } from '../rules/education-group';
import { applyProfileFieldRules, defaultPrivateContact } from '../rules/profile-field-rules';
import { dateOfBirthFromYear } from '../rules/age';
import {
  ONLY_IF_VALID_SO_FAR,
  digitsOnly,
  digitsWithOptionalPlus,
  optionalChoice,
  optionalNumber,
  optionalString,
  passwordOfLength,
  requiredChoice,
  requiredNumber,
  requiredString,
} from './generic-rules';
import { newPasswordRule, usernamePasswordRule } from './new-password';
import { ALWAYS, addFieldIssue, fieldOf, isBlank, numberOf } from './refine-helpers';
import { usernameRule } from './login';
import { expectationJsonRule } from './expectation';

const parentField = () => requiredString(PARENT_FIELD_LENGTH);
const longText = () => requiredString({ min: LONG_TEXT_MIN, max: TEXT_MAX.long });
const choice = () => requiredString({ max: TEXT_MAX.choice });
const shortText = () => optionalString({ max: TEXT_MAX.short });
const detailText = () => optionalString({ max: TEXT_MAX.detail });
const siblingCount = () => requiredNumber({ integer: true, ...SIBLINGS });
const phoneNumber = () => digitsOnly({ max: PHONE_MAX_DIGITS });
const optionalBoolean = () => z.boolean({ error: MESSAGES.invalidChoice }).optional();

// 'E-mail must be valid' uses the spec's "simple x@y.z pattern", looser than the generic rule.
const PROFILE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const profileEmail = () =>
  z
    .union([z.string(), z.null()], { error: MESSAGES.emailMustBeValid })
    .transform((v) => (v === null || v.trim() === '' ? null : v.trim()))
    .pipe(
      z
        .string()
        .regex(PROFILE_EMAIL_PATTERN, { error: MESSAGES.emailMustBeValid })
        .max(TEXT_MAX.email, { error: formatMessage.maxLength(TEXT_MAX.email) })
        .nullable(),
    )
    .optional();

/**
 * The e-mail dialog (SPEC.md §2 "email input", §7 PATCH {email}; issue 32): the profile form's
 * e-mail rule, but required, since the dialog exists to add an address.
 */
export const emailUpdateSchema = z.object({
  email: requiredString({ max: TEXT_MAX.email }).regex(PROFILE_EMAIL_PATTERN, {
    error: MESSAGES.emailMustBeValid,
    ...ONLY_IF_VALID_SO_FAR,
  }),
});

export type EmailUpdateInput = z.input<typeof emailUpdateSchema>;

// ---- Step 1: personal ----------------------------------------------------------------------

export const personalStepShape = {
  full_name: requiredString(NAME_LENGTH),
  gender: requiredChoice(GENDERS),
  martial_status: choice(),
  detail_for_this_status: detailText(),
  duration_after_khula_or_divorce: shortText(),
  no_of_children: optionalNumber({ integer: true, ...CHILDREN }),
  year_of_birth: requiredNumber({ integer: true, ...YEAR_OF_BIRTH }),
  month_of_birth: optionalNumber({ integer: true, min: 1, max: 12 }),
  height: choice(),
  weight: requiredNumber(WEIGHT),
  education: choice(),
  degree: shortText(),
  occupation: requiredString({ max: TEXT_MAX.short }),
  physical_status: optionalChoice(PHYSICAL_STATUSES),
  handicap_detail: detailText(),
};

function personalRules(value: unknown, ctx: z.RefinementCtx): void {
  const status = fieldOf(value, 'martial_status');
  if (typeof status === 'string' && status.trim() !== '' && status !== UNMARRIED) {
    if (isBlank(fieldOf(value, 'detail_for_this_status')))
      addFieldIssue(ctx, 'detail_for_this_status', MESSAGES.required);
    const duration = fieldOf(value, 'duration_after_khula_or_divorce');
    if (isBlank(duration)) addFieldIssue(ctx, 'duration_after_khula_or_divorce', MESSAGES.required);
    else if (typeof duration === 'string' && duration.trim().length < DURATION_MIN) {
      addFieldIssue(ctx, 'duration_after_khula_or_divorce', {
        code: 'minLength',
        params: { n: DURATION_MIN },
      });
    }
    if (isBlank(fieldOf(value, 'no_of_children'))) addFieldIssue(ctx, 'no_of_children', MESSAGES.required);
  }
  const education = fieldOf(value, 'education');
  if (typeof education === 'string' && degreeRequiredFor(education) && isBlank(fieldOf(value, 'degree'))) {
    addFieldIssue(ctx, 'degree', MESSAGES.required);
  }
  if (fieldOf(value, 'physical_status') === 'Handicap' && isBlank(fieldOf(value, 'handicap_detail'))) {
    addFieldIssue(ctx, 'handicap_detail', MESSAGES.required);
  }
}

// ---- Step 2: family ------------------------------------------------------------------------

export const familyStepShape = {
  fathers_name: parentField(),
  mothers_name: parentField(),
  fathers_occupation: parentField(),
  mothers_occupation: parentField(),
  no_of_brothers: siblingCount(),
  no_of_married_brothers: siblingCount(),
  no_of_sisters: siblingCount(),
  no_of_married_sisters: siblingCount(),
  biradari: choice(),
  maslak: choice(),
};

// With zero brothers (or sisters) §4's rule sets the married count to 0 on submit, so a stale
// married count is not an error then.
function familyRules(value: unknown, ctx: z.RefinementCtx): void {
  for (const [total, married] of [
    ['no_of_brothers', 'no_of_married_brothers'],
    ['no_of_sisters', 'no_of_married_sisters'],
  ] as const) {
    const totalCount = numberOf(fieldOf(value, total));
    const marriedCount = numberOf(fieldOf(value, married));
    if (
      totalCount !== undefined &&
      totalCount > 0 &&
      marriedCount !== undefined &&
      marriedCount > totalCount
    ) {
      addFieldIssue(ctx, married, { code: 'maxValue', params: { n: totalCount } });
    }
  }
}

// ---- Step 3: contact and location ----------------------------------------------------------

export const contactStepShape = {
  contact_of: choice(),
  whatsapp_country_code: digitsWithOptionalPlus({ max: 5 }),
  contact_number: phoneNumber(),
  whatsapp_number: phoneNumber(),
  private_contact: optionalBoolean(),
  email: profileEmail(),
  state: choice(),
  city: choice(),
  state_current: choice(),
  city_current: choice(),
  same_location: optionalBoolean(),
  // Sent as India whatever the input (§3, §9); country_current falls back to India.
  country: optionalString({ max: TEXT_MAX.choice }),
  country_current: optionalString({ max: TEXT_MAX.choice }),
};

// ---- Step 4: other -------------------------------------------------------------------------

export const otherStepShape = {
  hobbies: requiredString({ max: TEXT_MAX.detail }),
  expectations: longText(),
  extra_information: longText(),
};

// ---- Steps 5 and 6 (create mode only): password and OTP ------------------------------------

export const passwordStepShape = {
  // Only the new password is checked against the common ones; the confirmation must just match.
  password: newPasswordRule(SIGNUP_PASSWORD_MIN),
  confirm_password: passwordOfLength(SIGNUP_PASSWORD_MIN),
};

function passwordRules(value: unknown, ctx: z.RefinementCtx): void {
  const password = fieldOf(value, 'password');
  const confirm = fieldOf(value, 'confirm_password');
  if (typeof confirm === 'string' && confirm !== '' && confirm !== password) {
    addFieldIssue(ctx, 'confirm_password', MESSAGES.doesNotMatch);
  }
}

/** The OTP as typed at sign-up: anything but 6 digits is reported as 'OTP is incorrect' (§5). */
export const signupOtpRule = () =>
  requiredString().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: MESSAGES.otpIncorrect });

export const otpStepShape = { otp: signupOtpRule() };

// ---- Step schemas --------------------------------------------------------------------------

export const personalStepSchema = z.object(personalStepShape).superRefine(personalRules, ALWAYS);
export const familyStepSchema = z.object(familyStepShape).superRefine(familyRules, ALWAYS);
export const contactStepSchema = z.object(contactStepShape);
export const otherStepSchema = z.object(otherStepShape);
export const passwordStepSchema = z.object(passwordStepShape).superRefine(passwordRules, ALWAYS);
export const otpStepSchema = z.object(otpStepShape);

/** The wizard's form steps in order (create mode adds password, OTP and photos after these). */
export const PROFILE_FORM_STEPS = [
  { key: 'personal', schema: personalStepSchema, fields: Object.keys(personalStepShape) },
  { key: 'family', schema: familyStepSchema, fields: Object.keys(familyStepShape) },
  { key: 'contact', schema: contactStepSchema, fields: Object.keys(contactStepShape) },
  { key: 'other', schema: otherStepSchema, fields: Object.keys(otherStepShape) },
] as const;

/** Initial values of a new profile form (§3: the mother's occupation and WhatsApp code defaults). */
export const PROFILE_FORM_DEFAULTS = {
  mothers_occupation: DEFAULT_MOTHERS_OCCUPATION,
  whatsapp_country_code: DEFAULT_WHATSAPP_COUNTRY_CODE,
  physical_status: 'Normal',
  country: DEFAULT_COUNTRY,
  private_contact: false,
  same_location: false,
} as const;

// ---- Whole-form schemas --------------------------------------------------------------------

/** Every field of steps 1 to 4, without refinements, for composing further schemas. */
export const profileFormShape = {
  ...personalStepShape,
  ...familyStepShape,
  ...contactStepShape,
  ...otherStepShape,
};

export const profileFormObject = z.object(profileFormShape);

/**
 * The profile fields a user's form writes, by wire name: the form's own fields and the birth date
 * built from its year. The API stores exactly these (protected fields are never among them), and
 * the database's columns carry the same names.
 */
export const PROFILE_FORM_FIELDS: readonly string[] = [...Object.keys(profileFormShape), 'date_of_birth'];

function profileFormRules(value: unknown, ctx: z.RefinementCtx): void {
  personalRules(value, ctx);
  familyRules(value, ctx);
}

type FormOutput = z.output<typeof profileFormObject>;

// What is stored: country fixed to India, date_of_birth built from the year, and §4's field rules
// applied so stale dependent values are cleared.
function completeProfile<T extends FormOutput>(
  values: T,
): T & { country: string; country_current: string; date_of_birth: string } {
  const ruled = applyProfileFieldRules(values, { empty: null });
  return {
    ...ruled,
    country: DEFAULT_COUNTRY,
    country_current: ruled.country_current ?? DEFAULT_COUNTRY,
    date_of_birth: dateOfBirthFromYear(ruled.year_of_birth),
  };
}

/** Steps 1 to 4 together (edit mode saves this). */
export const profileFormSchema = profileFormObject
  .superRefine(profileFormRules, ALWAYS)
  .transform(completeProfile);

/** The whole sign-up: form, username, password pair and OTP. */
export const profileCreateSchema = z
  .object({
    ...profileFormShape,
    username: usernameRule(),
    ...passwordStepShape,
    ...otpStepShape,
    /** The interface language the form was filled in (issue 30): the new account starts in it. */
    language: requiredChoice(LANGUAGE_CODES).default(DEFAULT_LANGUAGE),
  })
  .superRefine((value, ctx) => {
    profileFormRules(value, ctx);
    passwordRules(value, ctx);
    usernamePasswordRule(value, ctx);
  }, ALWAYS)
  .transform((values) => {
    const completed = completeProfile(values);
    return {
      ...completed,
      private_contact: completed.private_contact ?? defaultPrivateContact(completed.gender),
    };
  });

// An update may carry any subset of the form, or only {email}, {expectation_proposal} or
// {reason_to_delete} (§7). Cross-field rules apply when the field they depend on is present,
// since the edit form always sends a field together with the fields depending on it.
const profileUpdateObject = profileFormObject.partial().extend({
  expectation_proposal: expectationJsonRule(),
  reason_to_delete: optionalString({ max: REASON_MAX }),
});

export const profileUpdateSchema = profileUpdateObject
  .superRefine((value, ctx) => {
    personalRules(value, ctx);
    familyRules(value, ctx);
  }, ALWAYS)
  .transform((values) => {
    const ruled = applyProfileFieldRules(values, { empty: null });
    return {
      ...ruled,
      ...(ruled.country !== undefined && { country: DEFAULT_COUNTRY }),
      ...(ruled.country_current === null && { country_current: DEFAULT_COUNTRY }),
      ...(ruled.year_of_birth !== undefined && { date_of_birth: dateOfBirthFromYear(ruled.year_of_birth) }),
    };
  });

export type PersonalStepInput = z.input<typeof personalStepSchema>;
export type FamilyStepInput = z.input<typeof familyStepSchema>;
export type ContactStepInput = z.input<typeof contactStepSchema>;
export type OtherStepInput = z.input<typeof otherStepSchema>;
export type PasswordStepInput = z.input<typeof passwordStepSchema>;
export type OtpStepInput = z.input<typeof otpStepSchema>;
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormValues = z.output<typeof profileFormSchema>;
export type ProfileCreateInput = z.input<typeof profileCreateSchema>;
export type ProfileCreateValues = z.output<typeof profileCreateSchema>;
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdateValues = z.output<typeof profileUpdateSchema>;
