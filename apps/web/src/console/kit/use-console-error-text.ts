import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AppError, type ErrorIssue } from '@rishta/domain';
import { ApiError } from '@/lib/api';
import { firstFieldTexts, useErrorText } from '@/lib/error-text';

function apiDetail(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return undefined;
  const { detail } = error.body as { detail?: unknown };
  return typeof detail === 'string' ? detail : undefined;
}

/** The code a failed call is about: its general error's, else its first field error's. */
function firstIssue(error: unknown): ErrorIssue | undefined {
  if (!(error instanceof AppError)) return undefined;
  return error.first ?? Object.values(error.fields)[0]?.[0];
}

/**
 * Errors of a console screen in the page's language, by code: the screen's own words
 * (`<namespace>.json` `errors.*`, for the answers only it gets), then the console's (console.json
 * `errors.*`, so the public site's download does not carry them), then the site's shared texts,
 * then the API's English `detail`, then a general line. The one error-text hook of the console.
 */
export function useConsoleErrorText(namespace?: string) {
  const { t, i18n } = useTranslation('console');
  const { issueText: siteIssueText } = useErrorText();

  const own = useCallback(
    (issue: ErrorIssue | undefined): string | undefined => {
      if (!issue) return undefined;
      for (const ns of namespace ? [namespace, 'console'] : ['console']) {
        if (i18n.exists(`errors.${issue.code}`, { ns }))
          return t(`errors.${issue.code}`, { ns, ...issue.params });
      }
      return undefined;
    },
    [t, i18n, namespace],
  );

  /** One error (a form check's or a server answer's field error). */
  const issueText = useCallback(
    (issue: ErrorIssue) => own(issue) ?? siteIssueText(issue),
    [own, siteIssueText],
  );

  /** What a failed call says as a whole. */
  const errorText = useCallback(
    (error: unknown): string => {
      const issue = firstIssue(error);
      if (issue) return issueText(issue);
      return apiDetail(error) ?? t('errors.generic');
    },
    [issueText, t],
  );

  /** Each field's first error, translated (for a form's fields). */
  const fieldTexts = useCallback((error: unknown) => firstFieldTexts(error, issueText), [issueText]);

  return { errorText, issueText, fieldTexts };
}
