import { useTranslation } from 'react-i18next';
import { dateFormat, type DateFormat } from '@/lib/dates';

/** Month names in the page's language, from the browser (or, where it has none, lib/dates.ts). */
export function useMonthChoices() {
  const { i18n } = useTranslation();
  let format: DateFormat;
  try {
    format = dateFormat(i18n.language, { month: 'long', timeZone: 'UTC' });
  } catch {
    format = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' });
  }
  return Array.from({ length: 12 }, (_, i) => ({
    value: String(i + 1),
    label: format.format(new Date(Date.UTC(2000, i, 1))),
  }));
}
