import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { issueOf, STAFF_MESSAGES, type ErrorIssue, type StaffMessageKey } from '@rishta/domain';

// The content schemas speak the staff messages ("Enter the 11-character YouTube video id…"), which
// the domain's issueOf does not know: it reads only the public table, to keep the staff one out
// of the public site's first page. The console may carry it.
const STAFF_CODE_OF_MESSAGE = new Map<string, StaffMessageKey>(
  Object.entries(STAFF_MESSAGES).map(([code, text]) => [text, code as StaffMessageKey]),
);

type Issue = Parameters<typeof issueOf>[0] & { path: readonly PropertyKey[] };

/**
 * A react-hook-form resolver for a content schema, like lib/domain-resolver.ts but knowing the
 * staff messages: each failed check becomes its code, then that code's text in the page's
 * language; each field shows its first.
 */
export function contentResolver<V extends FieldValues, O>(
  schema: z.ZodType,
  issueText: (issue: ErrorIssue) => string,
): Resolver<V, unknown, O> {
  return async (values) => {
    const parsed = await schema.safeParseAsync(values);
    if (parsed.success) return { values: parsed.data as O, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues as Issue[]) {
      const field = issue.path.length > 0 ? String(issue.path[0]) : 'root';
      const staffCode = STAFF_CODE_OF_MESSAGE.get(issue.message);
      const code: ErrorIssue = staffCode ? { code: staffCode } : issueOf(issue);
      errors[field] ??= { type: code.code, message: issueText(code) };
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}
