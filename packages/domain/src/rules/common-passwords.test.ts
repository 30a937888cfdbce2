import { describe, expect, it } from 'vitest';
import { SIGNUP_PASSWORD_MIN } from '../constants/limits';
import { COMMON_PASSWORDS, isCommonPassword } from './common-passwords';

describe('common passwords', () => {
  it('holds a few hundred lower-case entries that pass the minimum length', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(300);
    for (const password of COMMON_PASSWORDS) {
      expect(password.length).toBeGreaterThanOrEqual(SIGNUP_PASSWORD_MIN);
      expect(password).toBe(password.toLowerCase());
    }
  });

  it('matches in any letter case', () => {
    expect(isCommonPassword('123456')).toBe(true);
    expect(isCommonPassword('Password')).toBe(true);
    expect(isCommonPassword('Bismillah786')).toBe(true);
    expect(isCommonPassword('Rishta')).toBe(true);
  });

  it('lets a less obvious password through', () => {
    expect(isCommonPassword('sabr-2024')).toBe(false);
    expect(isCommonPassword('password-of-my-own')).toBe(false);
  });
});
