import { describe, expect, it } from 'vitest';
import { STAFF_REASON_ACTIONS, STAFF_REASON_PRESETS } from './staff-reasons';

describe('staff reason presets', () => {
  it('offers a few distinct presets for each decision a user reads the words of', () => {
    expect(STAFF_REASON_ACTIONS).toEqual(['reject', 'reject_verification', 'warn', 'block']);
    for (const action of STAFF_REASON_ACTIONS) {
      const keys = STAFF_REASON_PRESETS[action];
      expect(keys.length).toBeGreaterThanOrEqual(3);
      expect(new Set(keys).size).toBe(keys.length);
      for (const key of keys) expect(key).toMatch(/^[a-z][A-Za-z]+$/);
    }
  });
});
