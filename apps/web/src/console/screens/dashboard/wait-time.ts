// "3 days", "5 hours": how long the oldest item of a queue has waited, in the reader's language.
// Intl's unit format says it without a date library (and without the "ago" of a relative time,
// which reads wrong after "Oldest waits").

import { intlLocale } from '@rishta/domain';
const UNITS = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
] as const;

/** The wait since `iso` in its largest whole unit, or null under a minute (the item just arrived). */
export function waitTime(iso: string, language: string, now = Date.now()): string | null {
  const elapsed = now - Date.parse(iso);
  for (const [unit, ms] of UNITS) {
    if (elapsed >= ms) {
      return new Intl.NumberFormat(intlLocale(language), { style: 'unit', unit, unitDisplay: 'long' }).format(
        Math.floor(elapsed / ms),
      );
    }
  }
  return null;
}
