import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AppError } from '@rishta/domain';
import { useAdminErrorText } from '../lib/use-admin-error-text';

/**
 * A failed call on the Staff screen: this screen's own words for the codes it expects
 * (admin-staff.json `errors.*`), else the console's general error text.
 */
export function useStaffErrorText() {
  const { t, i18n } = useTranslation('admin-staff');
  const consoleText = useAdminErrorText();
  return useCallback(
    (error: unknown): string => {
      const code = error instanceof AppError ? error.first?.code : undefined;
      if (code && i18n.exists(`errors.${code}`, { ns: 'admin-staff' })) return t(`errors.${code}`);
      return consoleText(error);
    },
    [t, i18n, consoleText],
  );
}
