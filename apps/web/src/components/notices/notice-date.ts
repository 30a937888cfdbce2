/** A date the API sent (ISO), in the reader's language; a value the browser cannot read is shown as sent. */
import { dateFormat } from '@/lib/dates';
export function noticeDate(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateFormat(language, { dateStyle: 'medium' }).format(date);
}
