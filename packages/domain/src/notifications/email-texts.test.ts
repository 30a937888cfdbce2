import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../constants/languages';
import { EMAIL_LANGUAGES, emailText, plainText } from './email-texts';

const params = { code: '482913', minutes: 10 };

describe('emailText', () => {
  it('has its own texts for every interface language', () => {
    expect([...EMAIL_LANGUAGES].sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it.each(LANGUAGE_CODES)('writes the OTP e-mail in %s with the code and the minutes', (language) => {
    const text = emailText('otp', language, params);
    const english = emailText('otp', 'en', params);
    expect(text.locale).toBe(language);
    expect(text.subject).toContain(params.code);
    expect(text.paragraphs).toHaveLength(english.paragraphs.length);
    expect(text.emphasis).toBe(2);
    expect(text.paragraphs[2]).toBe(params.code);
    expect(plainText(text)).toContain(params.code);
    expect(plainText(text)).toContain(String(params.minutes));
    expect(text.paragraphs.every((p) => p.trim().length > 0)).toBe(true);
    if (language !== 'en') {
      // A translation, not the English text under another locale.
      expect(text.paragraphs.filter((p, i) => p === english.paragraphs[i])).toEqual([params.code]);
    }
  });

  it('falls back to English for a locale that is not an interface language', () => {
    for (const locale of ['fr', '', 'EN', 'toString', '__proto__']) {
      const text = emailText('otp', locale, params);
      expect(text.locale).toBe('en');
      expect(text).toEqual(emailText('otp', 'en', params));
    }
  });
});
