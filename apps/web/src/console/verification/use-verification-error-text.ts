import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AppError } from '@rishta/domain';
import { useAdminErrorText } from '../lib/use-admin-error-text';

/**
 * A failed verification call in the page's language: this screen's own texts for its own errors
 * (a decision someone else made first, a missing remark), then the console's.
 */
export function useVerificationErrorText() {
  const { t, i18n } = useTranslation('admin-verification');
  const adminText = useAdminErrorText();
  return useCallback(
    (error: unknown): string => {
      const code =
        error instanceof AppError
          ? (error.first?.code ?? Object.values(error.fields)[0]?.[0]?.code)
          : undefined;
      if (code && i18n.exists(`errors.${code}`, { ns: 'admin-verification' })) return t(`errors.${code}`);
      return adminText(error);
    },
    [t, i18n, adminText],
  );
}
