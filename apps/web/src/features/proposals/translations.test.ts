import { describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en/proposals.json';
import hi from '@/i18n/locales/hi/proposals.json';
import ur from '@/i18n/locales/ur/proposals.json';
import { translationShape } from '@/test/translation-shape';

describe('proposals translations', () => {
  // Hindi and Urdu are complete languages (README): a missing key would show English mid-page,
  // and a missing placeholder would drop a name or number from the sentence.
  it.each([
    ['hi', hi],
    ['ur', ur],
  ])('%s has every English key with the same placeholders', (_language, translated) => {
    expect(translationShape(translated)).toEqual(translationShape(en));
  });
});
