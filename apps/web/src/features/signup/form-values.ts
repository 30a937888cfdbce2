// What the wizard's inputs hold, and how it maps to and from the API. Inputs hold strings ('' for
// "nothing chosen yet") and two booleans; the domain schemas accept numeric strings, so values go
// to the API almost as typed and the server applies the same rules (packages/domain profile-form).
import {
  DEFAULT_COUNTRY,
  DEFAULT_MOTHERS_OCCUPATION,
  DEFAULT_WHATSAPP_COUNTRY_CODE,
  normaliseUsername,
  profileFormShape,
  type LanguageCode,
} from '@rishta/domain';

export interface WizardValues {
  full_name: string;
  gender: string;
  martial_status: string;
  detail_for_this_status: string;
  duration_after_khula_or_divorce: string;
  no_of_children: string;
  year_of_birth: string;
  month_of_birth: string;
  height: string;
  weight: string;
  education: string;
  degree: string;
  occupation: string;
  physical_status: string;
  handicap_detail: string;
  fathers_name: string;
  mothers_name: string;
  fathers_occupation: string;
  mothers_occupation: string;
  no_of_brothers: string;
  no_of_married_brothers: string;
  no_of_sisters: string;
  no_of_married_sisters: string;
  biradari: string;
  maslak: string;
  contact_of: string;
  whatsapp_country_code: string;
  contact_number: string;
  whatsapp_number: string;
  private_contact: boolean;
  email: string;
  state: string;
  city: string;
  state_current: string;
  city_current: string;
  same_location: boolean;
  country: string;
  country_current: string;
  hobbies: string;
  expectations: string;
  extra_information: string;
  /** Create mode only: users abroad sign up with their e-mail instead of a mobile number. */
  lives_abroad: boolean;
  password: string;
  confirm_password: string;
  otp: string;
}

export type WizardField = keyof WizardValues;

export const EMPTY_VALUES: WizardValues = {
  full_name: '',
  gender: '',
  martial_status: '',
  detail_for_this_status: '',
  duration_after_khula_or_divorce: '',
  no_of_children: '',
  year_of_birth: '',
  month_of_birth: '',
  height: '',
  weight: '',
  education: '',
  degree: '',
  occupation: '',
  physical_status: 'Normal',
  handicap_detail: '',
  fathers_name: '',
  mothers_name: '',
  fathers_occupation: '',
  mothers_occupation: DEFAULT_MOTHERS_OCCUPATION,
  no_of_brothers: '',
  no_of_married_brothers: '',
  no_of_sisters: '',
  no_of_married_sisters: '',
  biradari: '',
  maslak: '',
  contact_of: '',
  whatsapp_country_code: DEFAULT_WHATSAPP_COUNTRY_CODE,
  contact_number: '',
  whatsapp_number: '',
  private_contact: false,
  email: '',
  state: '',
  city: '',
  state_current: '',
  city_current: '',
  same_location: false,
  country: DEFAULT_COUNTRY,
  country_current: DEFAULT_COUNTRY,
  hobbies: '',
  expectations: '',
  extra_information: '',
  lives_abroad: false,
  password: '',
  confirm_password: '',
  otp: '',
};

/** Never written to the local draft: a shared phone must not keep them. */
export const SECRET_FIELDS = ['password', 'confirm_password', 'otp'] as const;

const FORM_FIELDS = Object.keys(profileFormShape) as (keyof typeof profileFormShape)[];

/** Fills the form from stored values (a draft or the API's profile), keeping defaults for the rest. */
export function toWizardValues(source: Record<string, unknown> | null | undefined): WizardValues {
  const values: WizardValues = { ...EMPTY_VALUES };
  if (!source) return values;
  const target = values as unknown as Record<string, unknown>;
  for (const key of Object.keys(EMPTY_VALUES)) {
    const value = source[key];
    if (value === null || value === undefined) continue;
    const fallback = target[key];
    if (typeof fallback === 'boolean') target[key] = value === true || value === 'true';
    else if (typeof value === 'string' || typeof value === 'number') target[key] = String(value);
  }
  return values;
}

/** The profile fields of steps 1–4 as the API takes them. */
export function profilePayload(values: WizardValues): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const field of FORM_FIELDS) payload[field] = values[field];
  // §3: country is always India; the e-mail is optional and '' would fail its pattern.
  payload.country = DEFAULT_COUNTRY;
  payload.country_current = values.country_current || DEFAULT_COUNTRY;
  payload.email = values.email.trim() === '' ? null : values.email.trim();
  return payload;
}

/** The account's username: the mobile number in India, the e-mail for users abroad. */
export function usernameOf(values: Pick<WizardValues, 'lives_abroad' | 'email' | 'contact_number'>): string {
  return normaliseUsername(values.lives_abroad ? values.email : values.contact_number);
}

/**
 * POST /profiles/create/ (§4: a new profile waits for approval and is inactive until first saved).
 * `language`: the interface language the form was filled in; the account starts in it (issue 30).
 */
export function createPayload(values: WizardValues, language?: LanguageCode): Record<string, unknown> {
  return {
    ...profilePayload(values),
    username: usernameOf(values),
    password: values.password,
    confirm_password: values.confirm_password,
    otp: values.otp.trim(),
    approval_status: 'pending',
    is_active: false,
    ...(language && { language }),
  };
}

/** PATCH /profiles/update/{id}/ (§4: saving in edit mode sends is_active true). */
export function updatePayload(values: WizardValues): Record<string, unknown> {
  return { ...profilePayload(values), is_active: true };
}
