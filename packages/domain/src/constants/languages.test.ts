import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  formatCount,
  INTERFACE_LANGUAGES,
  LANGUAGE_CODES,
  intlLocale,
  isLanguageCode,
  languageDirection,
  NUMBER_LOCALE,
  preferredLanguage,
  timeOfDayOptions,
} from './languages';

describe('interface languages', () => {
  it('lists the twelve languages of §9 in order', () => {
    expect(INTERFACE_LANGUAGES.map((l) => l.name)).toEqual([
      'English',
      'Hindi',
      'Urdu',
      'Kannada',
      'Gujarati',
      'Telugu',
      'Tamil',
      'Marathi',
      'Punjabi',
      'Bengali',
      'Malayalam',
      'Odia',
    ]);
    expect(LANGUAGE_CODES).toEqual(['en', 'hi', 'ur', 'kn', 'gu', 'te', 'ta', 'mr', 'pa', 'bn', 'ml', 'or']);
  });

  it('makes only Urdu right-to-left', () => {
    expect(INTERFACE_LANGUAGES.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['ur']);
    expect(languageDirection('ur')).toBe('rtl');
    expect(languageDirection('hi')).toBe('ltr');
    expect(languageDirection('xx')).toBe('ltr');
  });

  it('gives every language a native name', () => {
    for (const l of INTERFACE_LANGUAGES) expect(l.nativeName.length).toBeGreaterThan(0);
    expect(INTERFACE_LANGUAGES.find((l) => l.code === 'ur')?.nativeName).toBe('اردو');
  });

  it('defaults to English and recognises codes', () => {
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(isLanguageCode('ml')).toBe(true);
    expect(isLanguageCode('fr')).toBe(false);
    expect(isLanguageCode(undefined)).toBe(false);
  });
});

describe('locale formatting (issue 30)', () => {
  it('groups numbers the Indian way, in Latin digits, whatever the language', () => {
    expect(new Intl.NumberFormat(NUMBER_LOCALE).format(1234567)).toBe('12,34,567');
  });

  it('formats counts as Intl does in NUMBER_LOCALE, without it', () => {
    const intl = new Intl.NumberFormat(NUMBER_LOCALE);
    const values = [0, 7, 42, 999, 1000, 12_345, 99_999, 1_00_000, 12_34_567, 1_23_45_678, -4_321, -1_00_000];
    for (let n = 1; n < Number.MAX_SAFE_INTEGER / 10; n = n * 10 + (n % 7)) values.push(n);
    for (const value of values) expect(formatCount(value)).toBe(intl.format(value));
    expect(formatCount(1234.5)).toBe('1,234.5');
  });

  it('writes dates day first in English, and in the language’s words and Latin digits elsewhere', () => {
    const date = Date.UTC(2026, 2, 5);
    const options = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
    expect(new Intl.DateTimeFormat(intlLocale('en'), options).format(date)).toBe('5 March 2026');
    expect(new Intl.DateTimeFormat(intlLocale('hi'), options).format(date)).toBe('5 मार्च 2026');
    for (const code of LANGUAGE_CODES) {
      const text = new Intl.DateTimeFormat(intlLocale(code), options).format(date);
      expect(text, code).toMatch(/\b5\b/);
      expect(text, code).toMatch(/2026/);
    }
  });

  it('names the part of the day in the language instead of an English AM/PM', () => {
    const morning = Date.UTC(2026, 0, 1, 6, 30);
    const time = (code: string) =>
      new Intl.DateTimeFormat(intlLocale(code), { ...timeOfDayOptions(code), timeZone: 'UTC' }).format(
        morning,
      );
    expect(time('en')).toBe('6:30 am');
    expect(time('hi')).toBe('सुबह 6:30');
    expect(time('ur')).toBe('6:30 صبح');
    for (const code of ['mr', 'bn', 'pa', 'gu', 'ta', 'te', 'kn', 'ml'])
      expect(time(code), code).not.toMatch(/am|pm/i);
  });

  it('falls back to English for an unknown language', () => {
    expect(intlLocale('xx')).toBe(intlLocale(DEFAULT_LANGUAGE));
  });
});

describe('preferredLanguage (the browser and the page renderer choose alike)', () => {
  it('takes the language chosen on the site first', () => {
    expect(preferredLanguage('ur', ['hi-IN', 'en'])).toBe('ur');
  });
  it('else the first browser language that is one of ours, by its primary tag', () => {
    expect(preferredLanguage(null, ['fr-FR', 'ta-IN', 'hi'])).toBe('ta');
    expect(preferredLanguage(undefined, [' HI ', 'en'])).toBe('hi');
  });
  it('ignores a chosen value that is not a language of ours, and falls back to English', () => {
    expect(preferredLanguage('xx', ['fr', 'de'])).toBe(DEFAULT_LANGUAGE);
    expect(preferredLanguage('', [])).toBe('en');
  });
});
