import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AppError } from '@rishta/domain';
import { ApiError } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';

function apiDetail(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return undefined;
  const { detail } = error.body as { detail?: unknown };
  return typeof detail === 'string' ? detail : undefined;
}

/**
 * A failed console call in the page's language, by its code: the console's own translations
 * (admin.json `errors.*`, so the public site's download does not carry them), then the site's
 * shared ones, then the API's English `detail`, then a general line.
 */
export function useAdminErrorText() {
  const { t, i18n } = useTranslation('admin');
  const { issueText } = useErrorText();
  return useCallback(
    (error: unknown): string => {
      const first = error instanceof AppError ? error.first : undefined;
      if (first && i18n.exists(`errors.${first.code}`, { ns: 'admin' })) {
        return t(`errors.${first.code}`, { ...first.params });
      }
      if (first) return issueText(first);
      return apiDetail(error) ?? t('errors.generic');
    },
    [t, i18n, issueText],
  );
}
