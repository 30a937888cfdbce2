import { describe, expect, it } from 'vitest';
import { isOneRepeatedCharacter, isUsernameAsPassword } from './password-choice';

describe('isOneRepeatedCharacter', () => {
  it('finds one character repeated, and only that', () => {
    expect(isOneRepeatedCharacter('aaaaaa')).toBe(true);
    expect(isOneRepeatedCharacter('777777')).toBe(true);
    expect(isOneRepeatedCharacter('ممممممم')).toBe(true);
    expect(isOneRepeatedCharacter('aaaaab')).toBe(false);
    expect(isOneRepeatedCharacter('rishta123')).toBe(false);
  });
});

describe('isUsernameAsPassword', () => {
  it('finds the mobile number however it is typed', () => {
    for (const typed of ['9876543210', '+91 98765 43210', '09876543210', '919876543210']) {
      expect(isUsernameAsPassword(typed, '9876543210'), typed).toBe(true);
    }
    expect(isUsernameAsPassword('9876543211', '9876543210')).toBe(false);
  });

  it('finds the e-mail address or its name part, in any letter case', () => {
    expect(isUsernameAsPassword('Rahul.Khan@Gmail.com', 'rahul.khan@gmail.com')).toBe(true);
    expect(isUsernameAsPassword('rahul.khan', 'rahul.khan@gmail.com')).toBe(true);
    expect(isUsernameAsPassword('rahul.khan786', 'rahul.khan@gmail.com')).toBe(false);
  });
});
