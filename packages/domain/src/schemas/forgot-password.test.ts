import { describe, expect, it } from 'vitest';
import { forgotPasswordFormSchema, resetOtpRule, resetPasswordRule } from './forgot-password';
import { issuesOf, messagesAt } from '../testing/issues';

describe('forgot password', () => {
  const valid = { otp: '123456', password: 'secret', confirm_password: 'secret' };

  it('accepts a 6-digit OTP and matching passwords of 6 or more', () => {
    expect(forgotPasswordFormSchema.safeParse(valid).success).toBe(true);
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
