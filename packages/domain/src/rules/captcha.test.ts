import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkSumCaptcha, newSumCaptcha } from './captcha';

describe('sum captcha', () => {
  it('makes two digits from 0 to 9 for any random source value', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (x, y) => {
          const values = [x, y];
          const { a, b } = newSumCaptcha(() => values.shift() ?? 0);
          for (const d of [a, b]) {
            expect(Number.isInteger(d)).toBe(true);
            expect(d).toBeGreaterThanOrEqual(0);
            expect(d).toBeLessThanOrEqual(9);
          }
        },
      ),
    );
  });

  it('maps the random source evenly onto digits (each tenth of [0, 1) is one digit)', () => {
    const values = [0, 0.999];
    expect(newSumCaptcha(() => values.shift() ?? 0)).toEqual({ a: 0, b: 9 });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9 }),
        fc.double({ min: 0, max: 0.1, maxExcluded: true, noNaN: true }),
        (digit, offset) => {
          const x = Math.min(digit / 10 + offset, 0.9999999);
          const expected = Math.floor(x * 10);
          expect(newSumCaptcha(() => x)).toEqual({ a: expected, b: expected });
        },
      ),
    );
  });

  it('accepts exactly the sum, typed or numeric (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 0, max: 30 }),
        (a, b, guess) => {
          expect(checkSumCaptcha({ a, b }, guess)).toBe(guess === a + b);
          expect(checkSumCaptcha({ a, b }, ` ${guess} `)).toBe(guess === a + b);
        },
      ),
    );
  });

  it('refuses empty and non-numeric answers', () => {
    for (const answer of ['', '  ', 'ten', '1e1', '-3', null, undefined]) {
      expect(checkSumCaptcha({ a: 5, b: 5 }, answer)).toBe(false);
    }
  });
});
