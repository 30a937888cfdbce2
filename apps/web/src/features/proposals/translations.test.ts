import { describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en/proposals.json';
import hi from '@/i18n/locales/hi/proposals.json';
import ur from '@/i18n/locales/ur/proposals.json';

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

describe('proposals translations', () => {
  // Hindi and Urdu are complete languages (README): a missing key would show English mid-page,
  // and a missing placeholder would drop a name or number from the sentence.
  it.each([
    ['hi', hi],
    ['ur', ur],
  ])('%s has every English key with the same placeholders', (_language, translated) => {
    expect(shape(translated).sort()).toEqual(shape(en).sort());
  });
});
