import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AppError } from '@rishta/domain';
import { useAdminErrorText } from '../lib/use-admin-error-text';

/**
 * A failed reports call in the page's language: the answers only this screen gets
 * (admin-reports.json `errors.*`, e.g. another moderator handled the reports first), else the
 * console's general error text.
 */
export function useReportsErrorText() {
  const { t, i18n } = useTranslation('admin-reports');
  const adminText = useAdminErrorText();
  return useCallback(
    (error: unknown): string => {
      const first = error instanceof AppError ? error.first : undefined;
      if (first && i18n.exists(`errors.${first.code}`, { ns: 'admin-reports' })) {
        return t(`errors.${first.code}`, { ...first.params });
      }
      return adminText(error);
    },
    [t, i18n, adminText],
  );
}
