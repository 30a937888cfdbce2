import { useTranslation } from 'react-i18next';
import { intlLocale } from '@rishta/domain';

/** Month names in the page's language, from the browser (no extra translations to download). */
export function useMonthChoices() {
  const { i18n } = useTranslation();
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(intlLocale(i18n.language), { month: 'long', timeZone: 'UTC' });
  } catch {
    format = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' });
  }
  return Array.from({ length: 12 }, (_, i) => ({
    value: String(i + 1),
    label: format.format(new Date(Date.UTC(2000, i, 1))),
  }));
}
