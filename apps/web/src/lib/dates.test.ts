import { afterEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import or from '@rishta/domain/values/or';
import pa from '@rishta/domain/values/pa';
import { dateFormat, intlKnowsDates } from './dates';

// 2 December 2026, 14:05 India time (a Wednesday).
const DATE = Date.UTC(2026, 11, 2, 8, 35);
const india = { timeZone: 'Asia/Kolkata' } as const;

describe('dates in the page’s language', () => {
  afterEach(() => vi.restoreAllMocks());

  it('uses the browser’s own names where it has them', () => {
    expect(intlKnowsDates('hi')).toBe(true);
    expect(dateFormat('hi', { dateStyle: 'medium', ...india }).format(DATE)).toBe('2 दिस॰ 2026');
  });

  it('puts the language’s own names into India’s English pattern where the browser has none', async () => {
    // A Chromium build without Odia: Intl says it does not know the language.
    const supported = Intl.DateTimeFormat.supportedLocalesOf.bind(Intl.DateTimeFormat);
    vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockImplementation((locales, options) =>
      String(locales).startsWith('or') ? [] : supported(locales, options),
    );
    await i18next.init({ resources: { or: { values: or }, pa: { values: pa } } });
    expect(intlKnowsDates('or')).toBe(false);
    const calendar = or.calendar!;
    const shortDecember = calendar.monthsShort?.['12'] ?? calendar.months['12']!;
    expect(dateFormat('or', { dateStyle: 'medium', ...india }).format(DATE)).toBe(`2 ${shortDecember} 2026`);
    expect(dateFormat('or', { dateStyle: 'long', ...india }).format(DATE)).toBe(
      `2 ${calendar.months['12']} 2026`,
    );
    expect(
      dateFormat('or', { weekday: 'long', day: 'numeric', month: 'long', ...india }).format(DATE),
    ).toContain(calendar.weekdays['3']!);
    // A 24-hour clock: no English "pm" beside Odia words.
    expect(dateFormat('or', { dateStyle: 'medium', timeStyle: 'short', ...india }).format(DATE)).toBe(
      `2 ${shortDecember} 2026, 14:05`,
    );
  });
});
