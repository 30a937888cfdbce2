// Dates in the page's language (issue 30). The browser's Intl does the work where it knows the
// language. Some builds know nothing of Odia (English comes out) or only numbers for Punjabi
// ('2026 M12 2'); there a date takes India's English pattern with the language's own month and
// weekday names (the `values` namespace's `calendar`, from ICU's data) and a 24-hour clock.
import i18next from 'i18next';
import { intlLocale } from '@rishta/domain';
import type { CalendarNames } from '@rishta/domain/values/en';

const ENGLISH = 'en-IN-u-nu-latn';
const known = new Map<string, boolean>();

/** Whether the browser's Intl has month names for `language` (English always has). */
export function intlKnowsDates(language: string): boolean {
  let answer = known.get(language);
  if (answer === undefined) {
    const locale = intlLocale(language);
    const december = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(
      Date.UTC(2026, 11, 15),
    );
    answer =
      locale.startsWith('en') ||
      (Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0 &&
        !/^M?\d+$/.test(december) &&
        december !== 'December');
    known.set(language, answer);
  }
  return answer;
}

/** What the site's date helpers need of Intl.DateTimeFormat. */
export interface DateFormat {
  format: (date: Date | number) => string;
}

/** `new Intl.DateTimeFormat` in `language` (intlLocale), or its stand-in where the browser has no data. */
export function dateFormat(language: string, options: Intl.DateTimeFormatOptions): DateFormat {
  if (intlKnowsDates(language)) return new Intl.DateTimeFormat(intlLocale(language), options);
  const calendar = i18next.getResource(language, 'values', 'calendar') as CalendarNames | undefined;
  const clock = options.timeStyle || options.hour ? { hourCycle: 'h23' as const } : {};
  const english = new Intl.DateTimeFormat(ENGLISH, { ...options, ...clock });
  if (!calendar) return english;
  // The date's month and weekday as numbers, in the same time zone as the text.
  const numbers = new Intl.DateTimeFormat(ENGLISH, {
    month: 'numeric',
    weekday: 'short',
    timeZone: english.resolvedOptions().timeZone,
  });
  const longMonth = options.month === 'long' || options.dateStyle === 'long' || options.dateStyle === 'full';
  const longWeekday = options.weekday === 'long' || options.dateStyle === 'full';
  return {
    format: (date) => {
      const parts = numbers.formatToParts(date);
      const month = parts.find((p) => p.type === 'month')?.value ?? '';
      const weekday = String(WEEKDAYS.indexOf(parts.find((p) => p.type === 'weekday')?.value ?? ''));
      return english
        .formatToParts(date)
        .map(({ type, value }) => {
          if (type === 'month' && !/^\d+$/.test(value))
            return (longMonth ? undefined : calendar.monthsShort?.[month]) ?? calendar.months[month] ?? value;
          if (type === 'weekday')
            return (
              (longWeekday ? undefined : calendar.weekdaysShort?.[weekday]) ??
              calendar.weekdays[weekday] ??
              value
            );
          return value;
        })
        .join('');
    },
  };
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
