import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  INTERFACE_LANGUAGES,
  LANGUAGE_CODES,
  isLanguageCode,
  languageDirection,
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
