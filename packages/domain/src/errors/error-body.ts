// The English side of AppError: the spec's texts for codes, and the body the API sends. Kept out
// of app-error.ts so the web, which only reads answers, does not load it on its first page.
import { MESSAGES, formatMessage, type MessageKey } from '../messages';
import { STAFF_MESSAGES, type StaffMessageKey } from '../staff-messages';
import type { AppError, ErrorIssue, ErrorParams, FormatKey } from './app-error';

const FORMATTERS: { [K in FormatKey]: (params: ErrorParams) => string } = {
  minLength: (p) => formatMessage.minLength(Number(p.n)),
  maxLength: (p) => formatMessage.maxLength(Number(p.n)),
  minValue: (p) => formatMessage.minValue(Number(p.n)),
  maxValue: (p) => formatMessage.maxValue(Number(p.n)),
  userBlocked: (p) => formatMessage.userBlocked(String(p.reason ?? '')),
  profileBlockedWord: (p) => formatMessage.profileBlockedWord(String(p.word ?? '')),
  blockedWord: (p) => formatMessage.blockedWord(String(p.word ?? '')),
  otpResendWait: (p) => formatMessage.otpResendWait(Number(p.seconds)),
  tooManyRequests: (p) => formatMessage.tooManyRequests(Number(p.minutes ?? 1)),
};

/** The English text of an error, exactly as the spec words it. */
export function errorText({ code, params = {} }: ErrorIssue): string {
  if (Object.hasOwn(FORMATTERS, code)) return FORMATTERS[code as FormatKey](params);
  return Object.hasOwn(MESSAGES, code)
    ? MESSAGES[code as MessageKey]
    : STAFF_MESSAGES[code as StaffMessageKey];
}

/** The JSON the API sends for an error (the shapes are listed in app-error.ts). */
export function errorBody(error: AppError): Record<string, unknown> {
  if (Object.keys(error.fields).length > 0) {
    const texts = mapFields(error.fields, errorText);
    const codes = mapFields(error.fields, (i) => i.code);
    const hasParams = Object.values(error.fields).some((list) => list.some((i) => i.params));
    const params = hasParams ? { params: mapFields(error.fields, (i) => i.params ?? null) } : {};
    const base = error.shape === 'status' ? { status: 'failed', errors: texts } : texts;
    return { ...base, codes, ...params, ...error.extra };
  }
  const issue: ErrorIssue = error.issue ?? { code: 'errorOccurred' };
  const text = errorText(issue);
  const head = error.shape === 'status' ? { status: 'failed', message: text } : { detail: text };
  return { ...head, code: issue.code, ...(issue.params ? { params: issue.params } : {}), ...error.extra };
}

function mapFields<T>(fields: Record<string, ErrorIssue[]>, fn: (issue: ErrorIssue) => T) {
  return Object.fromEntries(Object.entries(fields).map(([field, list]) => [field, list.map(fn)]));
}
