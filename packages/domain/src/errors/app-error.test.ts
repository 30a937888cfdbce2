import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES, formatMessage } from '../messages';
import { requiredString } from '../schemas/generic-rules';
import { AppError, FORMAT_KEYS, isErrorCode, isPublicErrorCode } from './app-error';
import { STAFF_MESSAGES, type StaffMessageKey } from '../staff-messages';
import { errorBody, errorText } from './error-body';
import { fieldIssuesOf, issueOf } from './schema-issue';

describe('AppError bodies', () => {
  it('keeps the DRF detail shape and adds the code', () => {
    expect(errorBody(AppError.detail(404, 'noProfileFound'))).toEqual({
      detail: 'No Profile Found!',
      code: 'noProfileFound',
    });
  });

  it('gives field errors a code per field, in the same order as the texts', () => {
    const error = AppError.fields({ mobile: [{ code: 'invalidNumbers' }], name: [{ code: 'required' }] });
    expect(errorBody(error)).toEqual({
      mobile: ['Invalid Numbers.'],
      name: ['This field is required.'],
      codes: { mobile: ['invalidNumbers'], name: ['required'] },
    });
  });

  it('carries the value of a message that has one', () => {
    expect(errorBody(AppError.detail(403, 'userBlocked', { reason: 'spam' }))).toEqual({
      detail: formatMessage.userBlocked('spam'),
      code: 'userBlocked',
      params: { reason: 'spam' },
    });
    expect(errorBody(AppError.field('about', 'maxLength', { n: 20 }))).toEqual({
      about: ['Max 20 characters required.'],
      codes: { about: ['maxLength'] },
      params: { about: [{ n: 20 }] },
    });
  });

  it("speaks the spec's {status: 'failed'} shapes too", () => {
    expect(errorBody(new AppError(400, { issue: { code: 'invalidOtp' }, shape: 'status' }))).toEqual({
      status: 'failed',
      message: 'Invalid OTP',
      code: 'invalidOtp',
    });
    expect(
      errorBody(new AppError(400, { fields: { detail: [{ code: 'alreadyReported' }] }, shape: 'status' })),
    ).toEqual({
      status: 'failed',
      errors: { detail: [MESSAGES.alreadyReported] },
      codes: { detail: ['alreadyReported'] },
    });
  });

  it('reads back every shape it writes, extras included', () => {
    const samples = [
      AppError.detail(429, 'otpResendWait', { seconds: 42 }, { resend_after: 42, remaining: 1 }),
      AppError.fields({ mobile: [{ code: 'invalidNumbers' }, { code: 'required' }] }),
      AppError.field('about', 'maxLength', { n: 20 }),
      new AppError(400, { issue: { code: 'otpVoid' }, shape: 'status' }),
      new AppError(404, { fields: { detail: [{ code: 'noProfileFound' }] }, shape: 'status' }),
    ];
    for (const sample of samples) {
      const back = AppError.fromBody(sample.status, JSON.parse(JSON.stringify(errorBody(sample))));
      expect(errorBody(back)).toEqual(errorBody(sample));
      expect(back.first).toEqual(sample.first);
    }
    const wait = AppError.fromBody(
      429,
      errorBody(AppError.detail(429, 'otpResendWait', { seconds: 3 }, { remaining: 1 })),
    );
    expect(wait.is('otpResendWait')).toBe(true);
    expect(wait.extra).toEqual({ remaining: 1 });
  });

  it('keeps the text of an answer without a code (a proxy page, an older server)', () => {
    const proxy = AppError.fromBody(502, '<html>Bad gateway</html>');
    expect(proxy.first).toBeUndefined();
    expect(proxy.message).toBe('<html>Bad gateway</html>');
    const old = AppError.fromBody(400, { detail: 'Something odd' });
    expect(old.first).toBeUndefined();
    expect(old.message).toBe('Something odd');
    expect(AppError.fromBody(500, null).message).toBe('Request failed (500)');
  });
});

describe('error codes', () => {
  it('are the message table, its formatted messages and the staff table', () => {
    for (const key of Object.keys(MESSAGES)) expect(isPublicErrorCode(key)).toBe(true);
    for (const key of Object.keys(STAFF_MESSAGES)) {
      expect(isErrorCode(key)).toBe(true);
      expect(isPublicErrorCode(key)).toBe(false);
      expect(errorText({ code: key as StaffMessageKey })).toBe(STAFF_MESSAGES[key as StaffMessageKey]);
    }
    expect(isPublicErrorCode('minLength')).toBe(true);
    expect(isPublicErrorCode('fieldError')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('No Profile Found!')).toBe(false);
    const formatted = Object.keys(formatMessage).filter((key) => key !== 'fieldError');
    expect([...FORMAT_KEYS].sort()).toEqual(formatted.sort());
    expect(errorText({ code: 'otpResendWait', params: { seconds: 9 } })).toBe(formatMessage.otpResendWait(9));
  });

  it('name each message once, so a schema issue maps back to one code', () => {
    const texts = Object.values(MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('schema issues', () => {
  const schema = z.object({ name: requiredString({ min: 3, max: 5 }), age: z.number().max(80) });

  it('become the code of their message, or the length rule with its limit', () => {
    const parsed = schema.safeParse({ name: '', age: 90 });
    expect(parsed.success).toBe(false);
    expect(fieldIssuesOf(parsed.error!.issues)).toEqual({
      name: [{ code: 'required' }],
      age: [{ code: 'maxValue', params: { n: 80 } }],
    });
    const long = schema.safeParse({ name: 'abcdefgh', age: 20 });
    expect(fieldIssuesOf(long.error!.issues)).toEqual({ name: [{ code: 'maxLength', params: { n: 5 } }] });
  });

  it('take an explicit code from a custom check, and name anything else invalidValue', () => {
    expect(issueOf({ code: 'custom', message: 'x', params: { code: 'blockedWord', word: 'abc' } })).toEqual({
      code: 'blockedWord',
      params: { word: 'abc' },
    });
    expect(issueOf({ code: 'invalid_type', message: 'Invalid input: expected string' })).toEqual({
      code: 'invalidValue',
    });
  });
});
