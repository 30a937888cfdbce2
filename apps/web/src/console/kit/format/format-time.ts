// Dates in the console are read by staff in their own language; the browser's Intl does the work,
// so no date library joins the console's download.

import { intlLocale } from '@rishta/domain';
import { dateFormat } from '@/lib/dates';
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "3 days ago", "2 hours ago", "now": how long ago `iso` was, in the largest whole unit. */
export function timeAgo(iso: string, language: string, now = Date.now()): string {
  const elapsed = Math.max(0, now - Date.parse(iso));
  const format = new Intl.RelativeTimeFormat(intlLocale(language), { numeric: 'auto' });
  for (const [unit, ms] of UNITS) {
    if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit);
  }
  return format.format(0, 'minute');
}

/** The exact date and time, for a tooltip or a line under the age. */
export function dateTime(iso: string, language: string): string {
  return dateFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** "in 5 minutes", "in 2 hours": how long until `iso`, in the largest whole unit ("now" once due). */
export function timeUntil(iso: string, language: string, now = Date.now()): string {
  const ahead = Math.max(0, Date.parse(iso) - now);
  const format = new Intl.RelativeTimeFormat(intlLocale(language), { numeric: 'auto' });
  for (const [unit, ms] of UNITS) {
    if (ahead >= ms) return format.format(Math.round(ahead / ms), unit);
  }
  return format.format(0, 'minute');
}
