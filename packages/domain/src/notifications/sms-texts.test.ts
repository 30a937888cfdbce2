import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../constants/languages';
import { SMS_TEMPLATES, smsText } from './sms-texts';

describe('the OTP SMS in every language (issue 30)', () => {
  it.each(LANGUAGE_CODES)('%s: carries the code and the minutes once each, and the brand', (code) => {
    const registered = SMS_TEMPLATES.otp.registered[code];
    expect(registered.match(/##otp##/g)).toHaveLength(1);
    expect(registered.match(/##minutes##/g)).toHaveLength(1);
    expect(registered).toContain('Rishta');
    expect(registered.replace(/##\w+##/g, '')).not.toContain('#');
  });

  it('fills the values in, in the language asked for, English for any other', () => {
    expect(smsText('otp', { code: '123456', minutes: 10 })).toBe(
      'Your Rishta OTP is 123456. It is valid for 10 minutes. Do not share it with anyone.',
    );
    expect(smsText('otp', { code: '123456', minutes: 10 }, 'hi')).toBe(
      'आपका Rishta OTP 123456 है। यह 10 मिनट तक काम करेगा। इसे किसी को न बताएँ।',
    );
    expect(smsText('otp', { code: '123456', minutes: 10 }, 'xx')).toMatch(/^Your Rishta OTP is 123456\./);
  });
});
