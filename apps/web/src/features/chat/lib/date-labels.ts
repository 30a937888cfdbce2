// Date separators of a conversation. The server groups messages by India date (`YYYY-MM-DD` in
// Asia/Kolkata, chat contract); the screen uses the same keys for live messages, and turns them
// into Today, Yesterday or a date in the reader's language.

import { timeOfDayOptions } from '@rishta/domain';
import { dateFormat } from '@/lib/dates';
const INDIA = 'Asia/Kolkata';
const keyFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: INDIA,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The India date of an instant, `YYYY-MM-DD`. */
export function indiaDateKey(instant: string | number | Date): string {
  return keyFormat.format(new Date(instant));
}

/** The key of the day before `key` (calendar arithmetic in UTC, so no zone can shift it). */
export function previousDateKey(key: string): string {
  const date = new Date(`${key}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

export type DateLabel = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; text: string };

/** What the separator for `key` says, seen at `now`, in `language`. */
export function dateLabel(key: string, now: number, language: string): DateLabel {
  const today = indiaDateKey(now);
  if (key === today) return { kind: 'today' };
  if (key === previousDateKey(today)) return { kind: 'yesterday' };
  const sameYear = key.slice(0, 4) === today.slice(0, 4);
  const text = dateFormat(language, {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(new Date(`${key}T00:00:00Z`));
  return { kind: 'date', text };
}

/** The time of a message, India time like its separator, in the reader's language. */
export function messageTime(instant: string, language: string): string {
  return dateFormat(language, {
    timeZone: INDIA,
    ...timeOfDayOptions(language),
  }).format(new Date(instant));
}

/** A day and time, India time, in the reader's language (a mute's end, issue 32). */
export function dayAndTime(instant: string, language: string): string {
  return dateFormat(language, {
    timeZone: INDIA,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...timeOfDayOptions(language),
  }).format(new Date(instant));
}

/** A list split into days, in order, each with its India date key. */
export function groupByDay<T>(
  items: readonly T[],
  instant: (item: T) => string,
): { key: string; items: T[] }[] {
  const days: { key: string; items: T[] }[] = [];
  for (const item of items) {
    const key = indiaDateKey(instant(item));
    const last = days[days.length - 1];
    if (last?.key === key) last.items.push(item);
    else days.push({ key, items: [item] });
  }
  return days;
}
