import { describe, expect, it } from 'vitest';
import {
  loginFormSchema,
  loginPasswordSchema,
  loginUsername,
  loginUsernameStepSchema,
  mobileNumberRule,
  normaliseUsername,
  usernameRule,
} from './login';
import { issuesOf, messagesAt } from '../testing/issues';

describe('mobileNumberRule', () => {
  it('accepts a 10-digit number starting with 6 to 9', () => {
    for (const n of ['6000000000', '7123456789', '8123456789', '9876543210']) {
      expect(mobileNumberRule().safeParse(n).success).toBe(true);
    }
  });

  it("reports 'Can't start with 0, 1, 2, 3, 4, 5'", () => {
    for (const first of ['0', '1', '2', '3', '4', '5']) {
      expect(messagesAt(mobileNumberRule(), `${first}876543210`)).toEqual([
        "Can't start with 0, 1, 2, 3, 4, 5",
      ]);
    }
  });

  it('requires exactly 10 digits', () => {
    expect(messagesAt(mobileNumberRule(), '987654321')).toEqual(['Min 10 characters required.']);
    expect(messagesAt(mobileNumberRule(), '98765432100')).toEqual(['Max 10 characters required.']);
    expect(messagesAt(mobileNumberRule(), '98765 43210')).toEqual(['Invalid Numbers.']);
    expect(messagesAt(mobileNumberRule(), '+919876543210')).toEqual(['Invalid Numbers.']);
    expect(messagesAt(mobileNumberRule(), '')).toEqual(['This field is required.']);
  });
});

describe('login form', () => {
  it('needs a mobile number for users in India', () => {
    expect(loginUsernameStepSchema.safeParse({ lives_abroad: false, mobile: '9876543210' }).success).toBe(
      true,
    );
    expect(messagesAt(loginUsernameStepSchema, { lives_abroad: false, mobile: '' }, 'mobile')).toEqual([
      'This field is required.',
    ]);
    expect(messagesAt(loginUsernameStepSchema, { mobile: '1234567890' }, 'mobile')).toEqual([
      "Can't start with 0, 1, 2, 3, 4, 5",
    ]);
  });

  it('needs an e-mail and a country for users abroad', () => {
    const issues = issuesOf(loginUsernameStepSchema, { lives_abroad: true, email: 'ahmed@', country: '' });
    expect(issues.email).toEqual(['Invalid e-mail.']);
    expect(issues.country).toEqual(['This field is required.']);
    expect(issues.mobile).toBeUndefined();
    expect(
      loginUsernameStepSchema.safeParse({ lives_abroad: true, email: 'ahmed@example.com', country: 'Qatar' })
        .success,
    ).toBe(true);
  });

  it('needs a password of at least 4', () => {
    expect(messagesAt(loginPasswordSchema, 'abc')).toEqual(['Min 4 characters required.']);
    expect(messagesAt(loginPasswordSchema, '')).toEqual(['This field is required.']);
    expect(loginPasswordSchema.safeParse('abcd').success).toBe(true);
    expect(messagesAt(loginFormSchema, { mobile: '9876543210', password: 'ab' }, 'password')).toEqual([
      'Min 4 characters required.',
    ]);
  });

  it('reports the username and password errors together', () => {
    const issues = issuesOf(loginFormSchema, { mobile: '12', password: '' });
    expect(issues.password).toEqual(['This field is required.']);
    expect(issues.mobile).toEqual(['Min 10 characters required.', "Can't start with 0, 1, 2, 3, 4, 5"]);
  });
});

describe('usernames', () => {
  it('is either a mobile number or an e-mail', () => {
    expect(usernameRule().safeParse('9876543210').success).toBe(true);
    expect(usernameRule().safeParse('ahmed@example.com').success).toBe(true);
    expect(messagesAt(usernameRule(), 'ahmed@')).toEqual(['Invalid e-mail.']);
    expect(messagesAt(usernameRule(), '')).toEqual(['This field is required.']);
  });

  it('builds and normalises the username sent to the API', () => {
    expect(loginUsername({ lives_abroad: false, mobile: ' 9876543210 ', email: 'x@y.z' })).toBe('9876543210');
    expect(loginUsername({ lives_abroad: true, mobile: '9876543210', email: ' Ahmed@Example.COM ' })).toBe(
      'ahmed@example.com',
    );
    expect(normaliseUsername('9876543210')).toBe('9876543210');
  });
});
