import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AppError } from '@rishta/domain';
import { useAdminErrorText } from '../lib/use-admin-error-text';

/**
 * A failed call on the People screens: this screen's own words for the codes it expects
 * (admin-people.json `errors.*`), else the console's general error text.
 */
export function usePeopleErrorText() {
  const { t, i18n } = useTranslation('admin-people');
  const consoleText = useAdminErrorText();
  return useCallback(
    (error: unknown): string => {
      const code = error instanceof AppError ? error.first?.code : undefined;
      if (code && i18n.exists(`errors.${code}`, { ns: 'admin-people' })) return t(`errors.${code}`);
      return consoleText(error);
    },
    [t, i18n, consoleText],
  );
}
