import { describe, expect, it } from 'vitest';
import { normaliseIndianMobile } from './mobile-number';
import { normaliseUsername } from '../schemas/login';

describe('normaliseIndianMobile', () => {
  it.each([
    ['9876500011', '9876500011'],
    ['98765 00011', '9876500011'],
    ['+91 98765 00011', '9876500011'],
    ['+91-98765-00011', '9876500011'],
    ['09876500011', '9876500011'],
    ['919876500011', '9876500011'],
    ['0091 98765 00011', '9876500011'],
    ['(98765) 00011', '9876500011'],
    [' 98765 00011 ', '9876500011'],
    ['९८७६५०००११', '9876500011'],
    ['۹۸۷۶۵۰۰۰۱۱', '9876500011'],
  ])('reads %s as %s', (typed, number) => {
    expect(normaliseIndianMobile(typed)).toBe(number);
  });

  it('leaves what is not a number for the validation to explain', () => {
    expect(normaliseIndianMobile('98765abc')).toBe('98765abc');
    expect(normaliseIndianMobile('98765')).toBe('98765');
    expect(normaliseIndianMobile('')).toBe('');
  });

  it('is what usernames are compared by, e-mail addresses only lower-cased', () => {
    expect(normaliseUsername('+91 98765 00011')).toBe('9876500011');
    expect(normaliseUsername(' Zainab@Example.COM ')).toBe('zainab@example.com');
  });
});
