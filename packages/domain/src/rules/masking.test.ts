import { describe, expect, it } from 'vitest';
import { maskEmail } from './masking';

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
