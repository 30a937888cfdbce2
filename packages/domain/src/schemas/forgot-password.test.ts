import { describe, expect, it } from 'vitest';
import { forgotPasswordFormSchema, resetOtpRule, resetPasswordRule } from './forgot-password';
import { issuesOf, messagesAt } from '../testing/issues';

describe('forgot password', () => {
  const valid = { otp: '123456', password: 'sabr-2024', confirm_password: 'sabr-2024' };

  it('accepts a 6-digit OTP and matching passwords of 6 or more', () => {
    expect(forgotPasswordFormSchema.safeParse(valid).success).toBe(true);
  });

  it('refuses a very common new password, in any letter case, but lets the confirmation just match', () => {
    for (const password of ['password', 'Password1', 'BISMILLAH', '786786', 'qwerty123']) {
      expect(
        messagesAt(forgotPasswordFormSchema, { ...valid, password, confirm_password: password }, 'password'),
      ).toEqual(['This password is too common. Please choose a less obvious one.']);
      expect(
        messagesAt(
          forgotPasswordFormSchema,
          { ...valid, password, confirm_password: password },
          'confirm_password',
        ),
      ).toEqual([]);
    }
    // The length message comes first for short ones (which the list does not need to hold).
    expect(messagesAt(resetPasswordRule(), '12345')).toEqual(['Min 6 characters required.']);
  });

  it('requires the OTP as exactly 6 digits', () => {
    expect(messagesAt(resetOtpRule(), '')).toEqual(['This field is required.']);
    expect(messagesAt(resetOtpRule(), '12a456')).toEqual(['Invalid Numbers.']);
    expect(messagesAt(resetOtpRule(), '12345')).toEqual(['Min 6 characters required.']);
    expect(messagesAt(resetOtpRule(), '1234567')).toEqual(['Max 6 characters required.']);
  });

  it('requires a new password of at least 6 that matches', () => {
    expect(messagesAt(resetPasswordRule(), 'abcde')).toEqual(['Min 6 characters required.']);
    expect(
      messagesAt(forgotPasswordFormSchema, { ...valid, confirm_password: 'secreT' }, 'confirm_password'),
    ).toEqual(['Does not match.']);
    const issues = issuesOf(forgotPasswordFormSchema, { otp: '', password: '', confirm_password: '' });
    expect(issues).toEqual({
      otp: ['This field is required.'],
      password: ['This field is required.'],
      confirm_password: ['This field is required.'],
    });
  });
});
