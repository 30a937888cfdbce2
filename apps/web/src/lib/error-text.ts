import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AppError, MESSAGES, errorText, type ErrorIssue, type MessageKey } from '@rishta/domain';
import { useMessage } from './use-message';

/**
 * Errors are shown by their code (packages/domain errors/app-error.ts), in the page's language;
 * a missing translation falls back to the spec's English text. Nothing here reads English.
 */
export function useErrorText() {
  const { t } = useTranslation('common');
  const message = useMessage();

  /** One error (a server answer's or a form check's) in the page's language. */
  const issueText = useCallback(
    (issue: ErrorIssue): string =>
      Object.hasOwn(MESSAGES, issue.code)
        ? message(issue.code as MessageKey)
        : t(`formatMessages.${issue.code}`, { ...issue.params, defaultValue: errorText(issue) }),
    [message, t],
  );

  /**
   * What a failed call says: its first error, or `fallback` when the answer named none (a lost
   * connection, a proxy's error page).
   */
  const failureText = useCallback(
    (error: unknown, fallback: MessageKey): string => {
      const first = error instanceof AppError ? error.first : undefined;
      return first ? issueText(first) : message(fallback);
    },
    [issueText, message],
  );

  /** Each field's first error, translated; for forms that show the server's field errors. */
  const fieldTexts = useCallback((error: unknown) => firstFieldTexts(error, issueText), [issueText]);

  return { issueText, failureText, fieldTexts };
}

/** Each field's first error of a failed call, put in words by `issueText`; none for other failures. */
export function firstFieldTexts(
  error: unknown,
  issueText: (issue: ErrorIssue) => string,
): Record<string, string> {
  if (!(error instanceof AppError)) return {};
  return Object.fromEntries(
    Object.entries(error.fields).flatMap(([field, list]) => (list[0] ? [[field, issueText(list[0])]] : [])),
  );
}

/** True when a failed call is this error. */
export const isError = (error: unknown, code: ErrorIssue['code']) =>
  error instanceof AppError && error.is(code);
