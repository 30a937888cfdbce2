/** A date the API sent (ISO), in the reader's language; a value the browser cannot read is shown as sent. */
import { intlLocale } from '@rishta/domain';
export function noticeDate(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium' }).format(date);
}
