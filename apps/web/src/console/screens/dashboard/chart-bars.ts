// The numbers behind the daily chart, apart from the drawing so they can be tested as numbers.
import type { DashboardDay } from '@rishta/domain';
import { dateFormat } from '@/lib/dates';

export type Series = 'sign_ups' | 'approvals' | 'reports';
export const SERIES: readonly Series[] = ['sign_ups', 'approvals', 'reports'];

/** One day's column in viewBox units: the chart is DAY_WIDTH per day wide and PLOT_HEIGHT tall. */
export interface Bar {
  date: string;
  value: number;
  x: number;
  y: number;
  height: number;
}

export const DAY_WIDTH = 10;
export const BAR_WIDTH = 7;
export const PLOT_HEIGHT = 50;
/** A day with something on it never draws thinner than this, so a 1 beside a 40 still shows. */
const MIN_BAR = 1.5;

export interface SeriesSummary {
  total: number;
  /** The busiest day (the latest of equal ones), or null when every day is 0. */
  peak: { date: string; value: number } | null;
  bars: Bar[];
}

/** One series of `days` (oldest first) as bars scaled to its own busiest day, with its total. */
export function seriesBars(days: readonly DashboardDay[], series: Series): SeriesSummary {
  let total = 0;
  let peak: SeriesSummary['peak'] = null;
  for (const day of days) {
    const value = day[series];
    total += value;
    if (value > 0 && (!peak || value >= peak.value)) peak = { date: day.date, value };
  }
  const top = peak?.value ?? 0;
  const bars = days.map((day, i) => {
    const value = day[series];
    const height = top === 0 || value === 0 ? 0 : Math.max(MIN_BAR, (value / top) * PLOT_HEIGHT);
    return {
      date: day.date,
      value,
      x: i * DAY_WIDTH + (DAY_WIDTH - BAR_WIDTH) / 2,
      y: PLOT_HEIGHT - height,
      height,
    };
  });
  return { total, peak, bars };
}

/** An India date (YYYY-MM-DD) as "12 Nov" in `language`; read as UTC so no time zone moves the day. */
export function shortDate(date: string, language: string): string {
  return dateFormat(language, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
