import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatProfileCode, isProfileCode, normaliseProfileCode, parseProfileCode } from './profile-code';

describe('profile codes', () => {
  it('formats RM and six digits', () => {
    expect(formatProfileCode(100023)).toBe('RM100023');
    expect(formatProfileCode(23)).toBe('RM000023');
    expect(formatProfileCode(1234567)).toBe('RM1234567');
    expect(() => formatProfileCode(-1)).toThrow(RangeError);
    expect(() => formatProfileCode(1.5)).toThrow(RangeError);
  });

  it('recognises codes in any case', () => {
    expect(isProfileCode('RM100023')).toBe(true);
    expect(isProfileCode(' rm100023 ')).toBe(true);
    expect(isProfileCode('RM123')).toBe(false);
    expect(isProfileCode('XX100023')).toBe(false);
    expect(isProfileCode('Ahmed')).toBe(false);
    expect(normaliseProfileCode('rm100023')).toBe('RM100023');
    expect(normaliseProfileCode('nope')).toBeUndefined();
  });

  it('round-trips every number', () => {
    fc.assert(
      fc.property(fc.nat({ max: 99_999_999 }), (n) => {
        const code = formatProfileCode(n);
        expect(isProfileCode(code)).toBe(true);
        expect(parseProfileCode(code)).toBe(n);
      }),
    );
  });
});
