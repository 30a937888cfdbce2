import { describe, expect, it } from 'vitest';
import { seededSample } from './seeded-sample';

describe('seededSample', () => {
  const items = Array.from({ length: 30 }, (_, i) => i);

  it('takes at most the requested number of distinct items', () => {
    const sample = seededSample(items, 10, 42);
    expect(sample).toHaveLength(10);
    expect(new Set(sample).size).toBe(10);
    expect(sample.every((n) => items.includes(n))).toBe(true);
  });

  it('gives the same order for the same seed and another for another seed', () => {
    expect(seededSample(items, 10, 7)).toEqual(seededSample(items, 10, 7));
    expect(seededSample(items, 10, 7)).not.toEqual(seededSample(items, 10, 8));
  });

  it('copes with fewer items than asked for', () => {
    expect(seededSample([1, 2, 3], 10, 1).sort()).toEqual([1, 2, 3]);
    expect(seededSample([], 10, 1)).toEqual([]);
  });

  it('does not change the input', () => {
    const input = [1, 2, 3, 4];
    seededSample(input, 2, 99);
    expect(input).toEqual([1, 2, 3, 4]);
  });
});
