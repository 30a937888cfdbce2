import { useMemo } from 'react';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { issueOf } from '@rishta/domain';
import { useErrorText } from './error-text';

/**
 * A react-hook-form resolver for a domain schema whose messages come out in the page's language:
 * each failed check becomes its error code (packages/domain issueOf) and then that code's text.
 * A new resolver per language, which react-hook-form picks up on the next check.
 */
export function useDomainResolver<TValues extends FieldValues, TOutput = TValues>(
  schema: z.ZodType,
): Resolver<TValues, unknown, TOutput> {
  const { issueText } = useErrorText();
  return useMemo(() => domainResolver<TValues, TOutput>(schema, issueText), [schema, issueText]);
}

/** The same, with the translation passed in (for forms that switch schemas between steps). */
export function domainResolver<TValues extends FieldValues, TOutput = TValues>(
  schema: z.ZodType,
  issueText: ReturnType<typeof useErrorText>['issueText'],
): Resolver<TValues, unknown, TOutput> {
  return async (values) => {
    const parsed = await schema.safeParseAsync(values);
    if (parsed.success) return { values: parsed.data as TOutput, errors: {} };
    // The forms are flat: the first path segment names the field, and its first issue is shown.
    const errors: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path.length > 0 ? String(issue.path[0]) : 'root';
      const code = issueOf(issue);
      errors[field] ??= { type: code.code, message: issueText(code) };
    }
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}
