// Ages are computed on the India calendar (the product's audience), from the year of birth and,
// when known, the month. Without a month the birthday is taken as 1 January, matching the stored
// date_of_birth of `${year}-01-01` (SPEC.md §3).

import { indiaClock } from './india-time';

export function ageFromBirth(year: number, month: number | null | undefined, now: Date): number {
  const today = indiaClock(now);
  let age = today.year - year;
  if (month && today.month < month) age -= 1;
  return age;
}

export function dateOfBirthFromYear(year: number | string): string {
  return `${year}-01-01`;
}
