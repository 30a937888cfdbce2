// One error type for the whole product, parsed the same way on both sides (after documenso's
// packages/lib/errors/app-error.ts). The API throws it and sends `errorBody(error)`
// (error-body.ts); the web reads an answer back with `AppError.fromBody()` and translates `code`,
// never the English text. The class holds no English, so the web's first page does not carry
// the formatters.
//
// The body keeps the DRF shape the spec's API has (SPEC.md §7) and adds stable codes, the keys of
// the message table:
//   {"detail": "No Profile Found!", "code": "noProfileFound"}
//   {"mobile": ["Invalid Numbers."], "codes": {"mobile": ["invalidNumbers"]}}
//   {"status": "failed", "message": "Invalid OTP", "code": "invalidOtp"}          (set-password)
//   {"status": "failed", "errors": {"reason": […]}, "codes": {"reason": […]}}     (report)
// A message that carries a value adds `params` beside the code, shaped the same way. Field errors
// use `codes` because `code` is a field of the API (the profile-code search of the list call).
// `code`, `codes` and `params` are therefore never names of fields.
import { MESSAGES, type formatMessage, type MessageKey } from '../messages';
import type { StaffMessageKey } from '../staff-messages';

export type FormatKey = Exclude<keyof typeof formatMessage, 'fieldError'>;

/** The messages with a value (formatMessage), as codes; a test keeps the list complete. */
export const FORMAT_KEYS = [
  'minLength',
  'maxLength',
  'minValue',
  'maxValue',
  'userBlocked',
  'profileBlockedWord',
  'blockedWord',
  'otpResendWait',
  'tooManyRequests',
] as const satisfies readonly FormatKey[];
export type ErrorCode = MessageKey | StaffMessageKey | FormatKey;
export type ErrorParams = Record<string, string | number>;

/** One error: a code of the message table and, for a message with a value, that value. */
export interface ErrorIssue {
  code: ErrorCode;
  params?: ErrorParams;
}

/** The spec's own shapes: DRF (`detail` / field lists) or `{status: 'failed', …}`. */
export type ErrorShape = 'drf' | 'status';

/** A code the public site has a text for (staff-only codes are not: the console translates those). */
export function isPublicErrorCode(value: unknown): value is MessageKey | FormatKey {
  return (
    typeof value === 'string' &&
    (Object.hasOwn(MESSAGES, value) || (FORMAT_KEYS as readonly string[]).includes(value))
  );
}

/**
 * Whether an answer's `code` is one: the public codes, or a staff code (STAFF_MESSAGES), which is
 * recognised by its form so the table stays out of the public site's first page.
 */
export function isErrorCode(value: unknown): value is ErrorCode {
  return (
    isPublicErrorCode(value) ||
    (typeof value === 'string' && /^[a-z][A-Za-z]{2,60}$/.test(value) && !(value in Object.prototype))
  );
}

interface AppErrorInit {
  /** The error of the whole request (`detail`, or `message` in the status shape). */
  issue?: ErrorIssue | undefined;
  /** Errors of single fields, keyed by the field's JSON name. */
  fields?: Record<string, ErrorIssue[]> | undefined;
  shape?: ErrorShape;
  /** Values the caller needs beside the error (e.g. `remaining` of the OTP budget). */
  extra?: Record<string, unknown> | undefined;
  /** The text when an answer carried no code (a proxy's page, an older server). */
  text?: string | undefined;
}

export class AppError extends Error {
  readonly status: number;
  readonly issue: ErrorIssue | undefined;
  readonly fields: Record<string, ErrorIssue[]>;
  readonly shape: ErrorShape;
  readonly extra: Record<string, unknown>;

  constructor(status: number, init: AppErrorInit) {
    const fields = init.fields ?? {};
    const first = init.issue ?? Object.values(fields)[0]?.[0];
    super(init.text ?? first?.code ?? `Request failed (${status})`);
    this.name = 'AppError';
    this.status = status;
    this.issue = init.issue;
    this.fields = fields;
    this.shape = init.shape ?? 'drf';
    this.extra = init.extra ?? {};
  }

  /** An error of the whole request: `{"detail": …, "code": …}`. */
  static detail(status: number, code: ErrorCode, params?: ErrorParams, extra?: Record<string, unknown>) {
    return new AppError(status, { issue: withParams(code, params), extra });
  }

  /** A 400 about one field: `{"<field>": […], "codes": {"<field>": […]}}`. */
  static field(field: string, code: ErrorCode, params?: ErrorParams) {
    return new AppError(400, { fields: { [field]: [withParams(code, params)] } });
  }

  /** A 400 about several fields. */
  static fields(fields: Record<string, ErrorIssue[]>, status = 400) {
    return new AppError(status, { fields });
  }

  /** The first issue: the request's own, else the first field's. */
  get first(): ErrorIssue | undefined {
    return this.issue ?? Object.values(this.fields)[0]?.[0];
  }

  /** True when this error is (or its first field error is) the given code. */
  is(code: ErrorCode): boolean {
    return this.first?.code === code;
  }

  /** Reads any error answer of the API back; tolerant of bodies without codes. */
  static fromBody(status: number, body: unknown): AppError {
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      return new AppError(status, { text: typeof body === 'string' && body.length < 300 ? body : undefined });
    }
    const record = body as Record<string, unknown>;
    const { code, codes: fieldCodes, params, status: bodyStatus, detail, message, errors, ...rest } = record;
    const shape: ErrorShape = bodyStatus === 'failed' ? 'status' : 'drf';
    const headText = typeof detail === 'string' ? detail : typeof message === 'string' ? message : undefined;
    if (headText !== undefined) {
      const issue = isErrorCode(code) ? withParams(code, asParams(params)) : undefined;
      return new AppError(status, { issue, shape, text: headText, extra: withoutArrays(rest) });
    }
    const texts = (shape === 'status' ? errors : rest) as Record<string, unknown> | undefined;
    const codes = (fieldCodes && typeof fieldCodes === 'object' ? fieldCodes : {}) as Record<string, unknown>;
    const paramsByField = (params && typeof params === 'object' ? params : {}) as Record<string, unknown>;
    const fields: Record<string, ErrorIssue[]> = {};
    let fallbackText: string | undefined;
    for (const [field, list] of Object.entries(texts ?? {})) {
      if (!Array.isArray(list)) continue;
      const fieldCodes = Array.isArray(codes[field]) ? (codes[field] as unknown[]) : [];
      const fieldParams = Array.isArray(paramsByField[field]) ? (paramsByField[field] as unknown[]) : [];
      const issues = fieldCodes.flatMap((c, i) =>
        isErrorCode(c) ? [withParams(c, asParams(fieldParams[i]))] : [],
      );
      if (issues.length > 0) fields[field] = issues;
      else fallbackText ??= list.filter((t) => typeof t === 'string').join(' ') || undefined;
    }
    const hasFields = Object.keys(fields).length > 0;
    return new AppError(status, { fields, shape, text: hasFields ? undefined : fallbackText });
  }
}

function withParams(code: ErrorCode, params?: ErrorParams): ErrorIssue {
  return params ? { code, params } : { code };
}

function asParams(value: unknown): ErrorParams | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  return value as ErrorParams;
}

function withoutArrays(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => !Array.isArray(v)));
}
