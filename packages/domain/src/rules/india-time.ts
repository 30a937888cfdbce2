// India Standard Time is UTC+5:30 with no daylight saving, so a fixed offset is exact and avoids
// depending on the runtime's time-zone data (Intl is not guaranteed in every webview).

import { IST_OFFSET_MINUTES } from '../constants/limits';

export interface IndiaClock {
  year: number;
  /** 1 to 12 */
  month: number;
  day: number;
  hours: number;
  minutes: number;
}

export function indiaClock(now: Date): IndiaClock {
  const shifted = new Date(now.getTime() + IST_OFFSET_MINUTES * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hours: shifted.getUTCHours(),
    minutes: shifted.getUTCMinutes(),
  };
}
