import { describe, expect, it } from 'vitest';
import jobsEn from '@/i18n/locales/en/admin-jobs.json';
import jobsHi from '@/i18n/locales/hi/admin-jobs.json';
import jobsUr from '@/i18n/locales/ur/admin-jobs.json';
import messagesEn from '@/i18n/locales/en/admin-messages.json';
import messagesHi from '@/i18n/locales/hi/admin-messages.json';
import messagesUr from '@/i18n/locales/ur/admin-messages.json';
import commonHi from '@/i18n/locales/hi/common.json';
import commonUr from '@/i18n/locales/ur/common.json';

/** Every key path of a nested translation object, with the {{placeholders}} each text uses. */
function shape(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') {
    const placeholders = [...value.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    return [`${prefix} ${placeholders.join(',')}`];
  }
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    shape(v, prefix ? `${prefix}.${k}` : k),
  );
}

describe('Messages screen and background jobs translations (issue 28)', () => {
  // A missing key would show English mid-page; a missing placeholder would drop a count.
  it.each([
    ['admin-messages hi', messagesHi, messagesEn],
    ['admin-messages ur', messagesUr, messagesEn],
    ['admin-jobs hi', jobsHi, jobsEn],
    ['admin-jobs ur', jobsUr, jobsEn],
  ])('%s has every English key with the same placeholders', (_name, translated, english) => {
    expect(shape(translated).sort()).toEqual(shape(english).sort());
  });

  it('the OTP screens say in Hindi and Urdu that the code could not be sent', () => {
    expect(commonHi.messages.otpSendFailed).toMatch(/कोड/);
    expect(commonUr.messages.otpSendFailed).toMatch(/کوڈ/);
  });
});
