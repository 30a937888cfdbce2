import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../constants/languages';
import {
  CONTACT_OF,
  DEFAULT_MOTHERS_OCCUPATION,
  EDUCATION_LEVELS,
  EXPIRED,
  GENDERS,
  HEIGHTS,
  MARITAL_STATUSES,
  PHYSICAL_STATUSES,
} from '../constants/profile-options';

/** Every value the forms store for each kind. */
const STORED: Record<FixedValueKind, readonly string[]> = {
  maritalStatus: MARITAL_STATUSES.map((m) => m.name),
  education: EDUCATION_LEVELS.map((e) => e.name),
  physicalStatus: PHYSICAL_STATUSES,
  contactOf: CONTACT_OF,
  occupation: [DEFAULT_MOTHERS_OCCUPATION, EXPIRED],
  gender: GENDERS,
};
import { countryName } from './country-name';
import { fixedValueKey, fixedValueText, heightText, type FixedValueKind } from './fixed-values';
import { FIXED_VALUE_TEXTS } from './locales/all';

describe('fixed values in the reader’s language (issue 30)', () => {
  it('keys a stored value by its letters and digits', () => {
    expect(fixedValueKey('education', 'Hafiz / Hafiza')).toBe('education.HafizHafiza');
    expect(fixedValueKey('education', 'Ph.D.')).toBe('education.PhD');
  });

  it.each(LANGUAGE_CODES)(
    '%s: every value has its own non-empty text, heights keep their numbers',
    (code) => {
      const texts = FIXED_VALUE_TEXTS[code];
      for (const [kind, values] of Object.entries(STORED) as [FixedValueKind, readonly string[]][]) {
        for (const stored of values) {
          const text = fixedValueText(texts, kind, stored);
          expect(text.trim(), `${kind}.${stored}`).not.toBe('');
          if (code === 'en' && stored !== 'Handicap' && stored !== 'Polygamy' && stored !== 'HouseWife')
            expect(text).toBe(stored);
          if (code !== 'en' && !['Ph.D.'].includes(stored))
            expect(text, `${kind}.${stored}`).not.toBe(stored);
        }
      }
      expect(texts.height.feet).toContain('{{feet}}');
      expect(texts.height.feetInches).toContain('{{feet}}');
      expect(texts.height.feetInches).toContain('{{inches}}');
      for (const height of HEIGHTS) expect(heightText(texts, height)).not.toContain('{{');
    },
  );

  it('writes values and heights in the language, and leaves what it does not know as stored', () => {
    expect(fixedValueText(FIXED_VALUE_TEXTS.ur, 'maritalStatus', 'Unmarried')).toBe('غیر شادی شدہ');
    expect(fixedValueText(FIXED_VALUE_TEXTS.hi, 'occupation', 'HouseWife')).toBe(
      FIXED_VALUE_TEXTS.hi.occupation.HouseWife,
    );
    expect(fixedValueText(FIXED_VALUE_TEXTS.hi, 'occupation', 'Teacher')).toBe('Teacher');
    expect(heightText(FIXED_VALUE_TEXTS.en, '5.4')).toBe('5 ft 4 in');
    expect(heightText(FIXED_VALUE_TEXTS.en, '6.0')).toBe('6 ft');
    expect(heightText(FIXED_VALUE_TEXTS.ur, '5.11')).toBe('5 فٹ 11 انچ');
    expect(heightText(FIXED_VALUE_TEXTS.hi, 'tall')).toBe('tall');
  });

  it('names a country stored in English in the reader’s language', () => {
    expect(countryName('India', 'hi')).toBe('भारत');
    expect(countryName('Saudi Arabia', 'ur')).not.toBe('Saudi Arabia');
    expect(countryName('India', 'en')).toBe('India');
    expect(countryName('Atlantis', 'hi')).toBe('Atlantis');
  });
});
