/**
 * A date of birth as the profile knows it. Sign-up asks only for the year (and optionally the
 * month), and stores 1 January of that year (domain dateOfBirthFromYear), so such a date is shown
 * as its year: a moderator comparing it with an ID card must not read a made-up day. Older
 * records with a real day show the whole date, in UTC so no time zone moves it to the day before.
 */
import { dateFormat } from '@/lib/dates';
export function birthDate(isoDate: string, language: string): string {
  const day = isoDate.slice(0, 10);
  if (/^\d{4}-01-01$/.test(day)) return day.slice(0, 4);
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return dateFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** A month of birth (1–12) by its name in the page's language. */
export function monthName(month: number, language: string): string {
  return dateFormat(language, { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );
}
