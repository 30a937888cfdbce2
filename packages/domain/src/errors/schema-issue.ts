// The one bridge from a failed schema check to an error code. The schemas of this package carry
// the spec's English text (it is what the spec defines, and what the API sends); this turns such
// an issue into the code both apps translate, so no app ever compares English texts.
import type { z } from 'zod';
import { MESSAGES, type MessageKey } from '../messages';
import { STAFF_MESSAGES, type StaffMessageKey } from '../staff-messages';
import { isErrorCode, type ErrorIssue } from './app-error';

// The message tables are the schemas' vocabulary (the staff schemas use STAFF_MESSAGES); each
// text names exactly one key (a test checks).
const CODE_OF_MESSAGE = new Map<string, MessageKey | StaffMessageKey>(
  Object.entries({ ...MESSAGES, ...STAFF_MESSAGES }).map(([key, text]) => [
    text as string,
    key as MessageKey | StaffMessageKey,
  ]),
);

type SchemaIssue = Pick<z.core.$ZodIssue, 'code' | 'message'> & {
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  params?: unknown;
};

/** The code (and value) of a schema issue. */
export function issueOf(issue: SchemaIssue): ErrorIssue {
  const params = (issue.params ?? undefined) as { code?: unknown; [key: string]: unknown } | undefined;
  if (params && isErrorCode(params.code)) {
    const { code, ...values } = params;
    return Object.keys(values).length > 0
      ? { code, params: values as Record<string, string | number> }
      : { code };
  }
  const known = CODE_OF_MESSAGE.get(issue.message);
  if (known) return { code: known };
  const limit =
    issue.code === 'too_small' ? issue.minimum : issue.code === 'too_big' ? issue.maximum : undefined;
  if (typeof limit === 'number' || typeof limit === 'bigint') {
    const n = Number(limit);
    const small = issue.code === 'too_small';
    if (issue.origin === 'number' || issue.origin === 'int')
      return { code: small ? 'minValue' : 'maxValue', params: { n } };
    return { code: small ? 'minLength' : 'maxLength', params: { n } };
  }
  return { code: 'invalidValue' };
}

/** Field → issues of a failed parse, keyed by the first segment of each issue's path. */
export function fieldIssuesOf(issues: readonly SchemaIssue[] & readonly { path: readonly PropertyKey[] }[]) {
  const fields: Record<string, ErrorIssue[]> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'non_field_errors';
    (fields[field] ??= []).push(issueOf(issue));
  }
  return fields;
}
