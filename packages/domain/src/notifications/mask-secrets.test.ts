import { describe, expect, it } from 'vitest';
import { maskSecrets } from './notification-kinds';

describe('maskSecrets', () => {
  it('masks addresses and phone numbers as recipients are masked, and hides codes', () => {
    expect(maskSecrets('550 5.1.1 <ravi.kumar@example.com>: Recipient address rejected')).toBe(
      '550 5.1.1 <ra****@example.com>: Recipient address rejected',
    );
    expect(maskSecrets('Invalid mobile +91 98765 43210 (code 211)')).toBe(
      'Invalid mobile ******10 (code 211)',
    );
    expect(maskSecrets('Your code is 482913')).toBe('Your code is ******');
    expect(maskSecrets('connect ETIMEDOUT 10.0.0.5:587')).toBe('connect ETIMEDOUT 10.0.0.5:587');
  });
});
