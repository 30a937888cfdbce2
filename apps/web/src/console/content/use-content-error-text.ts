import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AppError, type ErrorIssue } from '@rishta/domain';
import { useErrorText } from '@/lib/error-text';
import { useAdminErrorText } from '../lib/use-admin-error-text';

/**
 * Errors of the content screens in the page's language. The API's content messages (a tag that
 * exists, a link without https, a file that is not a PDF…) are translated in this screen's own
 * namespace, so the public site's common.json does not carry them; everything else goes to the
 * console's and the site's translations.
 */
export function useContentErrorText() {
  const { t, i18n } = useTranslation('admin-content');
  const adminErrorText = useAdminErrorText();
  const { issueText: siteIssueText } = useErrorText();

  const own = useCallback(
    (issue: ErrorIssue | undefined) =>
      issue && i18n.exists(`errors.${issue.code}`, { ns: 'admin-content' })
        ? t(`errors.${issue.code}`, { ...issue.params })
        : undefined,
    [t, i18n],
  );

  /** One error (a form check's or a server answer's field error). */
  const issueText = useCallback(
    (issue: ErrorIssue) => own(issue) ?? siteIssueText(issue),
    [own, siteIssueText],
  );

  /** What a failed call says as a whole. */
  const errorText = useCallback(
    (error: unknown) => own(error instanceof AppError ? error.first : undefined) ?? adminErrorText(error),
    [own, adminErrorText],
  );

  /** Each field's first error, translated. */
  const fieldTexts = useCallback(
    (error: unknown): Record<string, string> => {
      if (!(error instanceof AppError)) return {};
      return Object.fromEntries(
        Object.entries(error.fields).flatMap(([field, list]) =>
          list[0] ? [[field, issueText(list[0])]] : [],
        ),
      );
    },
    [issueText],
  );

  return { issueText, errorText, fieldTexts };
}
