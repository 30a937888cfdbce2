import { describe, expect, it } from 'vitest';
import { ageFromBirth, dateOfBirthFromYear } from './age';
import { indiaClock } from './india-time';

describe('age', () => {
  const now = new Date('2024-06-15T12:00:00Z');

  it('counts years, treating a missing month as January', () => {
    expect(ageFromBirth(1995, undefined, now)).toBe(29);
    expect(ageFromBirth(1995, null, now)).toBe(29);
  });

  it('subtracts a year before the birth month', () => {
    expect(ageFromBirth(1995, 6, now)).toBe(29);
    expect(ageFromBirth(1995, 7, now)).toBe(28);
  });

  it('uses the India calendar at the new year', () => {
    // 31 Dec 20:00 UTC is already 1 Jan 01:30 in India.
    expect(ageFromBirth(2000, undefined, new Date('2023-12-31T20:00:00Z'))).toBe(24);
    expect(ageFromBirth(2000, undefined, new Date('2023-12-31T18:00:00Z'))).toBe(23);
  });

  it('builds date_of_birth from the year', () => {
    expect(dateOfBirthFromYear(1995)).toBe('1995-01-01');
    expect(dateOfBirthFromYear('2001')).toBe('2001-01-01');
  });

  it('reads the India clock', () => {
    expect(indiaClock(new Date('2024-06-15T20:45:00Z'))).toEqual({
      year: 2024,
      month: 6,
      day: 16,
      hours: 2,
      minutes: 15,
    });
  });
});
