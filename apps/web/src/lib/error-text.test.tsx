import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { AppError, errorBody, MESSAGES, formatMessage } from '@rishta/domain';
import commonEn from '@/i18n/locales/en/common.json';
import commonUr from '@/i18n/locales/ur/common.json';
import { ApiError } from './api';
import { useErrorText } from './error-text';

function renderIn(lng: 'en' | 'ur', urdu: object = commonUr) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng,
    resources: { en: { common: commonEn }, ur: { common: urdu } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return renderHook(() => useErrorText(), { wrapper }).result.current;
}

describe('useErrorText', () => {
  it('translates a server answer by its code, never by its English text', () => {
    const { failureText } = renderIn('ur');
    // The text is deliberately not the message of the code: only the code may decide.
    const answer = new ApiError(404, { detail: 'something else entirely', code: 'noProfileFound' });
    expect(failureText(answer, 'somethingWentWrong')).toBe(commonUr.messages.noProfileFound);
  });

  it('fills in the value of a message that has one', () => {
    const { failureText } = renderIn('ur');
    const blocked = new ApiError(403, errorBody(AppError.detail(403, 'userBlocked', { reason: 'Spam' })));
    expect(failureText(blocked, 'somethingWentWrong')).toBe('صارف کو بلاک کرنے کی وجہ : Spam');
  });

  it('writes a word the server names inside the translated message (issue 30)', () => {
    const { issueText } = renderIn('ur');
    expect(issueText({ code: 'blockedWord', params: { word: 'broker' } })).toBe(
      `${commonUr.messages.blockedWords} (broker)`,
    );
    expect(issueText({ code: 'otpResendWait', params: { seconds: 30 } })).toContain('30');
  });

  it("falls back to the spec's English where a translation is missing", () => {
    const { issueText } = renderIn('ur', { ...commonUr, formatMessages: {} });
    expect(issueText({ code: 'otpResendWait', params: { seconds: 30 } })).toBe(
      formatMessage.otpResendWait(30),
    );
    expect(renderIn('en').issueText({ code: 'invalidNumbers' })).toBe(MESSAGES.invalidNumbers);
  });

  it('uses the fallback for an answer without a code, such as a proxy error page', () => {
    const { failureText } = renderIn('en');
    expect(failureText(new ApiError(502, '<html>Bad gateway</html>'), 'somethingWentWrong')).toBe(
      MESSAGES.somethingWentWrong,
    );
    expect(failureText(new TypeError('Failed to fetch'), 'somethingWentWrongDot')).toBe(
      MESSAGES.somethingWentWrongDot,
    );
  });

  it('gives each field its first error, translated', () => {
    const { fieldTexts } = renderIn('ur');
    const answer = new ApiError(
      400,
      errorBody(AppError.fields({ username: [{ code: 'invalidCredentials' }, { code: 'required' }] })),
    );
    expect(fieldTexts(answer)).toEqual({ username: commonUr.messages.invalidCredentials });
  });
});
