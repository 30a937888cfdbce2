import { describe, expect, it } from 'vitest';
import reviewEn from '@/i18n/locales/en/admin-review.json';
import reviewHi from '@/i18n/locales/hi/admin-review.json';
import reviewUr from '@/i18n/locales/ur/admin-review.json';
import verificationEn from '@/i18n/locales/en/admin-verification.json';
import verificationHi from '@/i18n/locales/hi/admin-verification.json';
import verificationUr from '@/i18n/locales/ur/admin-verification.json';

/** Every key path of a nested translation object, with the {{placeholders}} each text uses. */
function shape(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') {
    const placeholders = [...value.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    return [`${prefix} ${placeholders.join(',')}`];
  }
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    shape(v, prefix ? `${prefix}.${k}` : k),
  );
}

describe('profile review and verification translations', () => {
  // A missing key would show English mid-page; a missing placeholder would drop a name or a date.
  it.each([
    ['admin-review hi', reviewHi, reviewEn],
    ['admin-review ur', reviewUr, reviewEn],
    ['admin-verification hi', verificationHi, verificationEn],
    ['admin-verification ur', verificationUr, verificationEn],
  ])('%s has every English key with the same placeholders', (_name, translated, english) => {
    expect(shape(translated).sort()).toEqual(shape(english).sort());
  });
});
