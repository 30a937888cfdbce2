import { describe, expect, it } from 'vitest';
import { PLOT_HEIGHT, seriesBars, shortDate } from './chart-bars';
import { dashboardDays } from './builders';
import { waitTime } from './wait-time';

describe('daily chart numbers', () => {
  it('scales each series to its own busiest day, keeps small days visible and quiet days empty', () => {
    const days = dashboardDays((i) => ({ reports: [40, 1, 0, 20][i] ?? 0 }));
    const { total, peak, bars } = seriesBars(days, 'reports');

    expect(total).toBe(61);
    expect(peak).toEqual({ date: '2026-11-01', value: 40 });
    expect(bars).toHaveLength(30);
    expect(bars.slice(0, 4).map((b) => b.height)).toEqual([PLOT_HEIGHT, 1.5, 0, PLOT_HEIGHT / 2]);
    expect(bars[3]).toMatchObject({ value: 20, y: PLOT_HEIGHT / 2 });
    // Days run left to right, oldest first, one column apart.
    expect(bars[1]!.x - bars[0]!.x).toBe(10);
  });

  it('has no busiest day and no bars when every day is 0', () => {
    const { total, peak, bars } = seriesBars(dashboardDays(), 'sign_ups');
    expect(total).toBe(0);
    expect(peak).toBeNull();
    expect(bars.every((b) => b.height === 0)).toBe(true);
  });

  it('writes an India date as the day it is, in the reader’s language', () => {
    expect(shortDate('2026-11-01', 'en')).toBe('1 Nov');
    expect(shortDate('2026-11-01', 'hi')).toMatch(/^1 नव/);
  });
});

describe('wait time', () => {
  const now = Date.parse('2026-11-30T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('says how long in the largest whole unit, without "ago"', () => {
    expect(waitTime(ago(3 * 86_400_000 + 5), 'en', now)).toBe('3 days');
    expect(waitTime(ago(86_400_000), 'en', now)).toBe('1 day');
    expect(waitTime(ago(5.5 * 3_600_000), 'en', now)).toBe('5 hours');
    expect(waitTime(ago(90_000), 'en', now)).toBe('1 minute');
    expect(waitTime(ago(30_000), 'en', now)).toBeNull();
  });
});
