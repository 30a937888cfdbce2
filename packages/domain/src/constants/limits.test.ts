import { describe, expect, it } from 'vitest';
import * as L from './limits';

describe('limits of §9', () => {
  it('has the account limits', () => {
    expect(L.OTP_LENGTH).toBe(6);
    expect(L.MOBILE_LENGTH).toBe(10);
    expect([
      L.LOGIN_PASSWORD_MIN,
      L.SIGNUP_PASSWORD_MIN,
      L.RESET_PASSWORD_MIN,
      L.GENERIC_PASSWORD_MIN,
    ]).toEqual([4, 6, 6, 8]);
    expect(L.DELETE_MIN_DAYS).toBe(7);
    expect(L.MIN_AGE).toBe(18);
    expect(L.CONTACT_HOURS).toEqual({ start: 8, end: 22 });
    expect(L.OTP_MAX_PER_DAY).toBe(2);
    expect(L.OTP_TTL_MINUTES).toBe(10);
  });

  it('has the profile form ranges', () => {
    expect(L.WEIGHT).toEqual({ min: 40, max: 200 });
    expect(L.SIBLINGS).toEqual({ min: 0, max: 10 });
    expect(L.CHILDREN).toEqual({ min: 0, max: 9 });
    expect(L.YEAR_OF_BIRTH).toEqual({ min: 1930, max: 2004 });
    expect(L.NAME_LENGTH).toEqual({ min: 5, max: 20 });
    expect(L.PARENT_FIELD_LENGTH).toEqual({ min: 5, max: 200 });
    expect(L.LONG_TEXT_MIN).toBe(25);
    expect(L.DURATION_MIN).toBe(4);
    expect(L.REASON_MAX).toBe(2000);
  });

  it('has the timing and listing numbers', () => {
    expect(L.CHAT_POLL_MS).toBe(3000);
    expect(L.BLOCKED_WORD_CHECK_MS).toBe(3000);
    expect(L.PAGE_SIZE).toBe(20);
    expect(L.MAX_LIMIT).toBe(1000);
    expect(L.LOOKUP_LIMIT).toBe(1000);
    expect(L.NEW_PROFILES_LIMIT).toBe(50);
    expect(L.LOCAL_SEARCH_PAGE_SIZE).toBe(50);
    expect(L.HOME_CAROUSEL_SIZE).toBe(10);
    expect(L.VISIBLE_PAGES).toBe(10);
    expect(L.DEFAULT_PROFILE_TOTAL).toBe(12000);
    expect(L.PHOTO_SLOTS).toBe(3);
    expect(L.EXPECTATION_AGE).toEqual({ min: 18, max: 80, defaultMin: 18, defaultMax: 50 });
    expect(L.APP_BAR_HEIGHT).toBe(60);
  });
});
