import { describe, expect, it } from 'vitest';
import { oppositeGender, searchDefaultsFor } from './search-defaults';
import { LOWER_EDUCATION } from '../constants/search';

describe('searchDefaultsFor', () => {
  const man = {
    gender: 'Male',
    age: 28,
    state: 'Bihar',
    state_current: 'Delhi',
    education: 'Engineer',
    martial_status: 'Unmarried',
  };

  it('gives a man women aged 18 up to his own age, in his states, group and status', () => {
    expect(searchDefaultsFor(man)).toEqual({
      gender: 'Female',
      state: ['Bihar'],
      state_current: ['Delhi'],
      education: ['Graduate', 'Engineer', 'Doctor', 'Post Graduate', 'Ph.D.'],
      martial_status: ['Unmarried'],
      age: { min: 18, max: 28 },
    });
  });

  it('gives a woman men from her own age up to 80, with the lower education group', () => {
    const d = searchDefaultsFor({ ...man, gender: 'Female', age: 24, education: 'Hafiz / Hafiza' });
    expect(d.gender).toBe('Male');
    expect(d.age).toEqual({ min: 24, max: 80 });
    // The group's educations themselves are checked against §9 in education-group.test.ts.
    expect(d.education).toEqual([...LOWER_EDUCATION]);
  });

  it('leaves out what the user has not filled', () => {
    const d = searchDefaultsFor({ gender: 'Male', age: null, state: '', education: 'Other' });
    expect(d.state).toEqual([]);
    expect(d.state_current).toEqual([]);
    expect(d.education).toEqual([]);
    expect(d.martial_status).toEqual([]);
    expect(d.age).toEqual({ min: 18, max: 80 });
    expect(searchDefaultsFor({ gender: 'Female' }).age).toEqual({ min: 18, max: 80 });
  });

  it('keeps the range valid at the edges', () => {
    expect(searchDefaultsFor({ gender: 'Female', age: 85 }).age).toEqual({ min: 80, max: 80 });
    expect(searchDefaultsFor({ gender: 'Male', age: 18 }).age).toEqual({ min: 18, max: 18 });
  });

  it('opposes genders', () => {
    expect(oppositeGender('Male')).toBe('Female');
    expect(oppositeGender('Female')).toBe('Male');
  });
});
