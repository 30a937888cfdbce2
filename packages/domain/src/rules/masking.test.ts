import { describe, expect, it } from 'vitest';
import { accountEmail, maskEmail } from './masking';

describe('maskEmail', () => {
  it('keeps two letters and the domain', () => {
    expect(maskEmail('rahul@gmail.com')).toBe('ra****@gmail.com');
    expect(maskEmail('a.very.long.name@example.org')).toBe('a.****@example.org');
  });

  it('does not reveal the length or short names', () => {
    expect(maskEmail('ab@x.in')).toBe('a****@x.in');
    expect(maskEmail('a@x.in')).toBe('a****@x.in');
  });

  it('hides text that is not an address', () => {
    expect(maskEmail('nonsense')).toBe('****');
    expect(maskEmail('@x.in')).toBe('****');
  });
});

describe('accountEmail', () => {
  it("is the login of a user abroad, whatever the profile's e-mail says", () => {
    expect(accountEmail({ username: 'sana@example.org', email: null })).toBe('sana@example.org');
    expect(accountEmail({ username: 'sana@example.org', email: 'other@example.com' })).toBe(
      'sana@example.org',
    );
  });

  it("is the profile's e-mail of a user who logs in with a mobile number, or none", () => {
    expect(accountEmail({ username: '9876543210', email: 'imran@example.com' })).toBe('imran@example.com');
    expect(accountEmail({ username: '9876543210', email: null })).toBeNull();
    expect(accountEmail({ username: '9876543210', email: '  ' })).toBeNull();
    expect(accountEmail({ email: undefined })).toBeNull();
  });
});
