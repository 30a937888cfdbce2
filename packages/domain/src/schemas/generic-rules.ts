// The generic rule set of SPEC.md §5 as zod builders, each carrying the spec's exact message.
// Forms send strings, so required strings are trimmed and an empty one reports 'This field is
// required.' and nothing else (the length rules only speak once something was typed).

import { z } from 'zod';
import { MESSAGES, formatMessage } from '../messages';
import { GENERIC_PASSWORD_MIN, TEXT_MAX } from '../constants/limits';

// `abort: true` would also stop the parent object's cross-field rules (zod skips even `when`
// checks after an explicit abort), and forms need those errors shown together. A failed `stopIf`
// check instead ends only this field's later checks, so an empty field says just 'required'.
export function stopIf<T>(fails: (value: T) => boolean, message: string) {
  return (payload: z.core.ParsePayload<T>): void => {
    if (fails(payload.value)) payload.issues.push({ code: 'custom', message, input: payload.value });
  };
}

/**
 * Zod runs length checks even after an earlier check of the same field failed; this makes a
 * length check wait until the field has no error yet (so '' reports only 'required').
 */
export const ONLY_IF_VALID_SO_FAR = {
  when: (payload: z.core.ParsePayload): boolean => payload.issues.length === 0,
} as const;

interface LengthOptions {
  min?: number;
  max?: number;
}

/** A required, trimmed string with optional length limits. */
export function requiredString({ min, max }: LengthOptions = {}) {
  let schema = z
    .string({ error: MESSAGES.required })
    .trim()
    .check(stopIf((v: string) => v === '', MESSAGES.required));
  if (min !== undefined && min > 1) {
    schema = schema.min(min, { error: formatMessage.minLength(min), ...ONLY_IF_VALID_SO_FAR });
  }
  if (max !== undefined)
    schema = schema.max(max, { error: formatMessage.maxLength(max), ...ONLY_IF_VALID_SO_FAR });
  return schema;
}

/**
 * An optional text: missing stays undefined (an update leaves it alone), while '' or null become
 * null (an update clears it).
 */
export function optionalString({ max }: { max?: number } = {}) {
  let inner = z.string().trim();
  if (max !== undefined)
    inner = inner.max(max, { error: formatMessage.maxLength(max), ...ONLY_IF_VALID_SO_FAR });
  return z
    .union([z.string(), z.null()], { error: MESSAGES.required })
    .transform((v) => (v === null || v.trim() === '' ? null : v))
    .pipe(inner.nullable())
    .optional();
}

/** A required choice from a fixed list; blank reads as "not chosen". */
export function requiredChoice<const T extends readonly [string, ...string[]]>(choices: T) {
  return z.enum(choices, {
    error: (issue) => (isEmptyInput(issue.input) ? MESSAGES.required : MESSAGES.invalidChoice),
  });
}

function isEmptyInput(input: unknown): boolean {
  return input === undefined || input === null || (typeof input === 'string' && input.trim() === '');
}

/** 'Invalid e-mail.' (generic rule set, also used by login and feedback). */
export function emailRule() {
  return requiredString({ max: TEXT_MAX.email }).regex(z.regexes.email, { error: MESSAGES.invalidEmail });
}

/** The generic password rule: min 8, one lowercase letter, one digit. Not trimmed. */
export function password8() {
  return z
    .string({ error: MESSAGES.required })
    .check(stopIf((v: string) => v === '', MESSAGES.required))
    .min(GENERIC_PASSWORD_MIN, { error: MESSAGES.passwordMin8, ...ONLY_IF_VALID_SO_FAR })
    .regex(/[a-z]/, { error: MESSAGES.passwordLowercase })
    .regex(/\d/, { error: MESSAGES.passwordDigit });
}

/** A required password of at least `min` characters (login 4, sign-up and reset 6). Not trimmed. */
export function passwordOfLength(min: number) {
  return z
    .string({ error: MESSAGES.required })
    .check(stopIf((v: string) => v === '', MESSAGES.required))
    .min(min, { error: formatMessage.minLength(min), ...ONLY_IF_VALID_SO_FAR })
    .max(TEXT_MAX.password, { error: formatMessage.maxLength(TEXT_MAX.password), ...ONLY_IF_VALID_SO_FAR });
}

/** Digits with an optional leading plus, e.g. '+91' or '9876543210'. */
export function digitsWithOptionalPlus(opts: LengthOptions = {}) {
  return requiredString(opts).regex(/^\+?\d+$/, { error: MESSAGES.invalidNumbers });
}

/** Digits only (phone numbers, counts typed as text). */
export function digitsOnly(opts: LengthOptions = {}) {
  return requiredString(opts).regex(/^\d+$/, { error: MESSAGES.invalidNumbers });
}

export function noSpace() {
  return requiredString().regex(/^\S+$/, { error: MESSAGES.noSpace });
}

/** Letters only, in any script (names are typed in Hindi and Urdu too), with single spaces. */
export function nameRule(opts: LengthOptions = {}) {
  return requiredString(opts).regex(/^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*$/u, { error: MESSAGES.invalidName });
}

interface AlphanumericOptions extends LengthOptions {
  spaces?: boolean;
  dashes?: boolean;
}

/** Latin letters and digits, optionally with spaces and/or dashes and underscores. */
export function alphanumeric({ spaces = false, dashes = false, ...length }: AlphanumericOptions = {}) {
  const extra = `${spaces ? ' ' : ''}${dashes ? '_\\-' : ''}`;
  return requiredString(length).regex(new RegExp(`^[A-Za-z0-9${extra}]+$`), {
    error: MESSAGES.alphanumericOnly,
  });
}

// No `URL` global here: the package has no DOM or Node typings, so the check is a pattern.
export function urlRule() {
  return requiredString().regex(/^https?:\/\/[^\s/?#.]+\.[^\s]+$/i, { error: MESSAGES.invalidUrl });
}

export function ipRule() {
  return requiredString().refine((v) => z.regexes.ipv4.test(v) || z.regexes.ipv6.test(v), {
    error: MESSAGES.invalidIp,
  });
}

export function portRule() {
  return requiredNumber({ integer: true }).refine((n) => n >= 1 && n <= 65535, {
    error: MESSAGES.invalidPort,
  });
}

interface NumberOptions {
  min?: number;
  max?: number;
  /** Only whole numbers written with digits ('3', not '-1', '2.5' or '+3'). */
  integer?: boolean;
}

// Inputs send numbers as strings; APIs send numbers. Both are accepted, and text that is not a
// number reports 'Invalid Numbers.' rather than a type error.
function toNumber(integer: boolean) {
  return (value: string | number | null): number | null => {
    if (value === null) return null;
    if (typeof value === 'number') return value;
    const text = value.trim();
    if (text === '') return null;
    const pattern = integer ? /^\d+$/ : /^-?\d+(\.\d+)?$/;
    return pattern.test(text) ? Number(text) : Number.NaN;
  };
}

function numberChecks({ min, max, integer = false }: NumberOptions) {
  let schema = z.number({
    error: (issue) =>
      issue.input === null || issue.input === undefined ? MESSAGES.required : MESSAGES.invalidNumbers,
  });
  if (integer) {
    schema = schema.check(stopIf((n: number) => !Number.isInteger(n) || n < 0, MESSAGES.invalidNumbers));
  }
  if (min !== undefined) schema = schema.min(min, { error: formatMessage.minValue(min) });
  if (max !== undefined) schema = schema.max(max, { error: formatMessage.maxValue(max) });
  return schema;
}

const numberInput = z.union([z.string(), z.number(), z.null()], {
  error: (issue) =>
    issue.input === undefined || issue.input === null ? MESSAGES.required : MESSAGES.invalidNumbers,
});

/** A required number (or numeric string) with optional bounds. */
export function requiredNumber(opts: NumberOptions = {}) {
  return numberInput.transform(toNumber(opts.integer ?? false)).pipe(numberChecks(opts));
}

/** An optional number: missing stays undefined, '' or null become null. */
export function optionalNumber(opts: NumberOptions = {}) {
  return numberInput
    .transform(toNumber(opts.integer ?? false))
    .pipe(numberChecks(opts).nullable())
    .optional();
}

/** 'Positive Number Required.' for zero, negatives and non-numbers. */
export function positiveNumber() {
  return numberInput.transform(toNumber(false)).pipe(
    z
      .number({
        error: (issue) => (issue.input === null ? MESSAGES.required : MESSAGES.positiveNumber),
      })
      .positive({ error: MESSAGES.positiveNumber }),
  );
}

/** Adds 'Does not match.' on `confirmField` when it differs from `field` (both present). */
export function matchRule<T extends Record<string, unknown>>(
  field: keyof T & string,
  confirmField: keyof T & string,
) {
  return (value: T, ctx: z.RefinementCtx) => {
    const a = value[field];
    const b = value[confirmField];
    if (typeof b === 'string' && b !== '' && a !== b) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.doesNotMatch, path: [confirmField] });
    }
  };
}

/** An optional choice from a fixed list: missing stays undefined, '' or null become null. */
export function optionalChoice<const T extends readonly [string, ...string[]]>(choices: T) {
  return z
    .union([z.string(), z.null()], { error: MESSAGES.invalidChoice })
    .transform((v) => (v === null || v.trim() === '' ? null : v))
    .pipe(z.enum(choices, { error: MESSAGES.invalidChoice }).nullable())
    .optional();
}
