import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  alphanumeric,
  digitsOnly,
  digitsWithOptionalPlus,
  emailRule,
  ipRule,
  matchRule,
  nameRule,
  noSpace,
  optionalChoice,
  optionalNumber,
  optionalString,
  password8,
  portRule,
  positiveNumber,
  requiredChoice,
  requiredNumber,
  requiredString,
  urlRule,
} from './generic-rules';
import { messagesAt } from '../testing/issues';

describe('requiredString', () => {
  const name = requiredString({ min: 5, max: 20 });

  it('reports only "required" for empty, blank, missing and null', () => {
    for (const value of ['', '   ', undefined, null]) {
      expect(messagesAt(name, value)).toEqual(['This field is required.']);
    }
  });

  it('reports the min and max length messages', () => {
    expect(messagesAt(name, 'Ali')).toEqual(['Min 5 characters required.']);
    expect(messagesAt(name, 'a'.repeat(21))).toEqual(['Max 20 characters required.']);
  });

  it('trims and accepts the bounds', () => {
    expect(name.parse('  Ahmed  ')).toBe('Ahmed');
    expect(name.safeParse('a'.repeat(20)).success).toBe(true);
  });
});

describe('optionalString', () => {
  const s = optionalString({ max: 3 });
  it('keeps missing as undefined and clears blanks to null', () => {
    expect(s.parse(undefined)).toBeUndefined();
    expect(s.parse('')).toBeNull();
    expect(s.parse(null)).toBeNull();
    expect(s.parse(' ab ')).toBe('ab');
    expect(messagesAt(s, 'abcd')).toEqual(['Max 3 characters required.']);
  });
});

describe('choices', () => {
  const gender = requiredChoice(['Male', 'Female'] as const);
  it('reads a blank choice as required and a strange one as invalid', () => {
    expect(messagesAt(gender, '')).toEqual(['This field is required.']);
    expect(messagesAt(gender, undefined)).toEqual(['This field is required.']);
    expect(messagesAt(gender, 'Other')).toEqual(['Please choose a valid option.']);
    expect(gender.parse('Female')).toBe('Female');
  });

  it('optionalChoice clears blanks and rejects unknown values', () => {
    const status = optionalChoice(['Normal', 'Handicap'] as const);
    expect(status.parse('')).toBeNull();
    expect(status.parse(undefined)).toBeUndefined();
    expect(status.parse('Handicap')).toBe('Handicap');
    expect(messagesAt(status, 'Blind')).toEqual(['Please choose a valid option.']);
  });
});

describe('emailRule', () => {
  it("reports 'Invalid e-mail.'", () => {
    expect(messagesAt(emailRule(), 'rahul@gmail')).toEqual(['Invalid e-mail.']);
    expect(messagesAt(emailRule(), 'rahul.gmail.com')).toEqual(['Invalid e-mail.']);
    expect(messagesAt(emailRule(), '')).toEqual(['This field is required.']);
    expect(emailRule().safeParse('rahul@gmail.com').success).toBe(true);
  });
});

describe('password8', () => {
  it('reports each of its three messages', () => {
    expect(messagesAt(password8(), 'abc1')).toEqual(['Min 8 characters Password required.']);
    expect(messagesAt(password8(), 'ABCDEFG1')).toEqual(['Password must contain 1 lowercase(a-z).']);
    expect(messagesAt(password8(), 'abcdefgh')).toEqual(['Password must contain 1 digit(0-9)']);
    expect(messagesAt(password8(), '')).toEqual(['This field is required.']);
    expect(password8().safeParse('abcdefg1').success).toBe(true);
  });

  it('does not trim a password', () => {
    expect(password8().parse(' abcdef1 ')).toBe(' abcdef1 ');
  });
});

describe('digit rules', () => {
  it('digitsWithOptionalPlus accepts a leading plus only', () => {
    expect(digitsWithOptionalPlus().safeParse('+91').success).toBe(true);
    expect(digitsWithOptionalPlus().safeParse('9876543210').success).toBe(true);
    expect(messagesAt(digitsWithOptionalPlus(), '91+')).toEqual(['Invalid Numbers.']);
    expect(messagesAt(digitsWithOptionalPlus(), '+9 1')).toEqual(['Invalid Numbers.']);
  });

  it('digitsOnly refuses a plus', () => {
    expect(messagesAt(digitsOnly(), '+91')).toEqual(['Invalid Numbers.']);
    expect(digitsOnly().safeParse('0123').success).toBe(true);
  });
});

describe('text pattern rules', () => {
  it("noSpace reports 'Space not allowed.'", () => {
    expect(messagesAt(noSpace(), 'a b')).toEqual(['Space not allowed.']);
    expect(noSpace().safeParse('ab').success).toBe(true);
  });

  it("nameRule allows letters in any script and reports 'Invalid Name.'", () => {
    expect(nameRule().safeParse('Ahmed Khan').success).toBe(true);
    expect(nameRule().safeParse('अहमद ख़ान').success).toBe(true);
    expect(nameRule().safeParse('احمد خان').success).toBe(true);
    expect(messagesAt(nameRule(), 'Ahmed1')).toEqual(['Invalid Name.']);
    expect(messagesAt(nameRule(), 'Ahmed@Khan')).toEqual(['Invalid Name.']);
  });

  it('alphanumeric variants', () => {
    expect(alphanumeric().safeParse('abc123').success).toBe(true);
    expect(messagesAt(alphanumeric(), 'abc 123')).toEqual(['Only letters and numbers are allowed.']);
    expect(alphanumeric({ spaces: true }).safeParse('abc 123').success).toBe(true);
    expect(messagesAt(alphanumeric({ spaces: true }), 'abc-123')).toEqual([
      'Only letters and numbers are allowed.',
    ]);
    expect(alphanumeric({ dashes: true }).safeParse('abc-1_23').success).toBe(true);
  });

  it('url, ip and port', () => {
    expect(urlRule().safeParse('https://example.com/a?b=1').success).toBe(true);
    expect(messagesAt(urlRule(), 'example.com')).toEqual(['Invalid URL.']);
    expect(messagesAt(urlRule(), 'ftp://example.com')).toEqual(['Invalid URL.']);
    expect(ipRule().safeParse('192.168.1.10').success).toBe(true);
    expect(ipRule().safeParse('::1').success).toBe(true);
    expect(messagesAt(ipRule(), '999.1.1.1')).toEqual(['Invalid IP address.']);
    expect(portRule().parse('8080')).toBe(8080);
    expect(messagesAt(portRule(), '70000')).toEqual(['Invalid port.']);
    expect(messagesAt(portRule(), '0')).toEqual(['Invalid port.']);
  });
});

describe('numbers', () => {
  const weight = requiredNumber({ min: 40, max: 200 });

  it('accepts numbers and numeric strings', () => {
    expect(weight.parse('70')).toBe(70);
    expect(weight.parse(' 70.5 ')).toBe(70.5);
    expect(weight.parse(70)).toBe(70);
  });

  it('reports required, invalid and out-of-range values', () => {
    expect(messagesAt(weight, '')).toEqual(['This field is required.']);
    expect(messagesAt(weight, undefined)).toEqual(['This field is required.']);
    expect(messagesAt(weight, 'seventy')).toEqual(['Invalid Numbers.']);
    expect(messagesAt(weight, true)).toEqual(['Invalid Numbers.']);
    expect(messagesAt(weight, '39')).toEqual(['Minimum value is 40.']);
    expect(messagesAt(weight, 201)).toEqual(['Maximum value is 200.']);
  });

  it('integer numbers are digits only', () => {
    const count = requiredNumber({ integer: true, min: 0, max: 10 });
    expect(count.parse('0')).toBe(0);
    expect(messagesAt(count, '-1')).toEqual(['Invalid Numbers.']);
    expect(messagesAt(count, '2.5')).toEqual(['Invalid Numbers.']);
    expect(messagesAt(count, 2.5)).toEqual(['Invalid Numbers.']);
    expect(messagesAt(count, -1)).toEqual(['Invalid Numbers.']);
    expect(messagesAt(count, '11')).toEqual(['Maximum value is 10.']);
  });

  it('optionalNumber keeps missing as undefined and clears blanks to null', () => {
    const children = optionalNumber({ integer: true, max: 9 });
    expect(children.parse(undefined)).toBeUndefined();
    expect(children.parse('')).toBeNull();
    expect(children.parse('3')).toBe(3);
    expect(messagesAt(children, '10')).toEqual(['Maximum value is 9.']);
  });

  it("positiveNumber reports 'Positive Number Required.'", () => {
    expect(messagesAt(positiveNumber(), '0')).toEqual(['Positive Number Required.']);
    expect(messagesAt(positiveNumber(), -3)).toEqual(['Positive Number Required.']);
    expect(messagesAt(positiveNumber(), 'x')).toEqual(['Positive Number Required.']);
    expect(messagesAt(positiveNumber(), '')).toEqual(['This field is required.']);
    expect(positiveNumber().parse('3')).toBe(3);
  });
});

describe('matchRule', () => {
  const pair = z
    .object({ password: z.string(), confirm_password: z.string() })
    .superRefine(matchRule('password', 'confirm_password'));

  it("reports 'Does not match.' on the confirmation", () => {
    expect(messagesAt(pair, { password: 'abcdef', confirm_password: 'abcdeg' }, 'confirm_password')).toEqual([
      'Does not match.',
    ]);
    expect(pair.safeParse({ password: 'abcdef', confirm_password: 'abcdef' }).success).toBe(true);
  });
});
