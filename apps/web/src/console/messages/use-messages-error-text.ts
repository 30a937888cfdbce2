import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AppError } from '@rishta/domain';
import { useAdminErrorText } from '../lib/use-admin-error-text';

/**
 * A failed Messages call in the page's language: the answers only this screen gets
 * (admin-messages.json `errors.*`, e.g. messageNotResendable), else the console's general text.
 */
export function useMessagesErrorText() {
  const { t, i18n } = useTranslation('admin-messages');
  const adminText = useAdminErrorText();
  return useCallback(
    (error: unknown): string => {
      const first = error instanceof AppError ? error.first : undefined;
      if (first && i18n.exists(`errors.${first.code}`, { ns: 'admin-messages' })) {
        return t(`errors.${first.code}`, { ...first.params });
      }
      return adminText(error);
    },
    [t, i18n, adminText],
  );
}
