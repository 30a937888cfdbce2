// The profile form's field rules while editing (SPEC.md §4). The web form applies them as the
// user types; the API applies the same function to what it receives, so a stale value (say a
// divorce duration left over after switching to Unmarried) is never stored.

import { EXPIRED, UNMARRIED, type Gender } from '../constants/profile-options';

export interface ProfileFieldRuleInput {
  martial_status?: unknown;
  detail_for_this_status?: unknown;
  duration_after_khula_or_divorce?: unknown;
  no_of_children?: unknown;
  physical_status?: unknown;
  handicap_detail?: unknown;
  no_of_brothers?: unknown;
  no_of_married_brothers?: unknown;
  no_of_sisters?: unknown;
  no_of_married_sisters?: unknown;
}

export interface ProfileFieldRuleOptions {
  /** What a cleared field becomes: '' for form inputs (the default), null for the API. */
  empty?: '' | null;
}

function isZeroCount(value: unknown): boolean {
  if (typeof value === 'number') return value === 0;
  return typeof value === 'string' && value.trim() !== '' && Number(value) === 0;
}

/** Returns a copy of the form with §4's dependent fields cleared or set. */
export function applyProfileFieldRules<T extends ProfileFieldRuleInput>(
  form: T,
  { empty = '' }: ProfileFieldRuleOptions = {},
): T {
  const next = { ...form } as Record<string, unknown>;
  if (form.martial_status === UNMARRIED) {
    next.detail_for_this_status = empty;
    next.duration_after_khula_or_divorce = empty;
    next.no_of_children = empty;
  }
  if (form.physical_status === 'Normal') next.handicap_detail = empty;
  // Keep the input's type: form selects hold '0', the API holds 0.
  if (isZeroCount(form.no_of_brothers))
    next.no_of_married_brothers = typeof form.no_of_brothers === 'string' ? '0' : 0;
  if (isZeroCount(form.no_of_sisters))
    next.no_of_married_sisters = typeof form.no_of_sisters === 'string' ? '0' : 0;
  return next as T;
}

/** Female profiles hide their contact number unless the creator chooses otherwise (§4, §6). */
export function defaultPrivateContact(gender: Gender | string | null | undefined): boolean {
  return gender === 'Female';
}

/** Whether a parent's occupation holds the Expired marker (the field is then disabled, §4). */
export function isExpired(value: unknown): boolean {
  return typeof value === 'string' && value.trim().toLowerCase() === EXPIRED.toLowerCase();
}
