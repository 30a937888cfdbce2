import { describe, expect, it } from 'vitest';
import { forYouFilters } from './for-you';

const man = { gender: 'Male', age: 29, state: 'Bihar', state_current: 'Kerala' };

describe('forYouFilters', () => {
  it('uses the expectation when one was set', () => {
    expect(
      forYouFilters(man, {
        age: [21, 27],
        state: ['Bihar', 'Delhi'],
        marital_status: ['Unmarried'],
        education: [],
      }),
    ).toEqual({ age__gte: 21, age__lte: 27, state__in: 'Bihar,Delhi', martial_status__in: 'Unmarried' });
  });

  it('otherwise uses the own native state and the §9 age range', () => {
    expect(forYouFilters(man, null)).toEqual({ age__gte: 18, age__lte: 29, state__in: 'Bihar' });
    expect(forYouFilters({ gender: 'Female', age: 24, state: '' }, null)).toEqual({
      age__gte: 24,
      age__lte: 80,
    });
  });
});
