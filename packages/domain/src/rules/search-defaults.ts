// A logged-in user's default profile search (SPEC.md §9): the opposite gender, their native and
// current state, their education group, their marital status, and an age range of 18 up to his
// own age for a man, or her own age up to 80 for a woman.

import { MIN_AGE, SEARCH_MAX_AGE } from '../constants/limits';
import type { Gender } from '../constants/profile-options';
import { educationGroupMembers, educationGroupOf } from './education-group';

export interface SearchDefaultsUser {
  gender: Gender | string;
  age?: number | null;
  state?: string | null;
  state_current?: string | null;
  education?: string | null;
  martial_status?: string | null;
}

export interface SearchDefaults {
  gender: Gender;
  state: string[];
  state_current: string[];
  education: string[];
  martial_status: string[];
  age: { min: number; max: number };
}

export function oppositeGender(gender: Gender | string): Gender {
  return gender === 'Female' ? 'Male' : 'Female';
}

const listOf = (value: string | null | undefined): string[] => (value && value.trim() !== '' ? [value] : []);

export function searchDefaultsFor(user: SearchDefaultsUser): SearchDefaults {
  const group = educationGroupOf(user.education);
  const ownAge = user.age ?? undefined;
  const age =
    user.gender === 'Female'
      ? { min: Math.max(MIN_AGE, Math.min(ownAge ?? MIN_AGE, SEARCH_MAX_AGE)), max: SEARCH_MAX_AGE }
      : { min: MIN_AGE, max: Math.max(MIN_AGE, ownAge ?? SEARCH_MAX_AGE) };
  return {
    gender: oppositeGender(user.gender),
    state: listOf(user.state),
    state_current: listOf(user.state_current),
    education: group ? [...educationGroupMembers(group)] : [],
    martial_status: listOf(user.martial_status),
    age,
  };
}
