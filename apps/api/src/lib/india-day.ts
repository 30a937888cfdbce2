import { indiaClock } from '@rishta/domain';

/** The India date of `now` as 'YYYY-MM-DD': daily limits and flags start afresh at midnight IST. */
export function indiaDay(now: Date): string {
  const { year, month, day } = indiaClock(now);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
