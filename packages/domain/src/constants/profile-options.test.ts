import { describe, expect, it } from 'vitest';
import {
  CONTACT_OF,
  EDUCATION_LEVELS,
  EDUCATION_WITHOUT_DEGREE,
  HEIGHTS,
  MARITAL_STATUSES,
  NO_OF_CHILDREN_CHOICES,
  YEAR_OF_BIRTH_CHOICES,
  heightInches,
} from './profile-options';
import { heightLabel } from '../values/height-label';
import { HIGHER_EDUCATION, LOWER_EDUCATION } from './search';

describe('profile options', () => {
  it('lists heights from 4 ft to 7 ft inch by inch', () => {
    expect(HEIGHTS).toHaveLength(37);
    expect(HEIGHTS[0]).toBe('4.0');
    expect(HEIGHTS[11]).toBe('4.11');
    expect(HEIGHTS[12]).toBe('5.0');
    expect(HEIGHTS.at(-1)).toBe('7.0');
    const inches = HEIGHTS.map((h) => heightInches(h));
    inches.forEach((n, i) => expect(n).toBe(48 + i));
  });

  it('labels heights in feet and inches', () => {
    expect(heightLabel('5.4')).toBe('5 ft 4 in');
    expect(heightLabel('5.11')).toBe('5 ft 11 in');
    expect(heightLabel('6.0')).toBe('6 ft');
    expect(heightLabel('tall')).toBe('tall');
    expect(heightInches('5.12')).toBeUndefined();
  });

  it('offers 75 birth years, newest first', () => {
    expect(YEAR_OF_BIRTH_CHOICES).toHaveLength(75);
    expect(YEAR_OF_BIRTH_CHOICES[0]).toBe(2004);
    expect(YEAR_OF_BIRTH_CHOICES.at(-1)).toBe(1930);
  });

  it('offers 0 to 9 children', () => {
    expect(NO_OF_CHILDREN_CHOICES).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('includes Unmarried and Polygamy among marital statuses', () => {
    const names = MARITAL_STATUSES.map((m) => m.name);
    expect(names).toContain('Unmarried');
    expect(names).toContain('Polygamy');
    expect(names).toContain('Khula');
  });

  it('has exactly the education names of the two §9 groups', () => {
    const names = EDUCATION_LEVELS.map((e) => e.name);
    expect(names).toHaveLength(12);
    expect([...names].sort()).toEqual([...HIGHER_EDUCATION, ...LOWER_EDUCATION].sort());
    for (const e of EDUCATION_WITHOUT_DEGREE) expect(names).toContain(e);
  });

  it('lists who the contact belongs to', () => {
    expect(CONTACT_OF[0]).toBe('Self');
    expect(CONTACT_OF).toContain('Guardian');
  });
});
