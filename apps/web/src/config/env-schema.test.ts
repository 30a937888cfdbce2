import { describe, expect, it } from 'vitest';
import { parseWebEnv } from './env-schema';

describe('the VITE_* settings', () => {
  it('keeps the VITE_ values that are set, and treats empty ones as unset', () => {
    expect(
      parseWebEnv({
        VITE_PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=x',
        VITE_AD_ALT: '',
        VITE_SITE_URL: undefined,
        PATH: '/usr/bin',
      }),
    ).toEqual({ VITE_PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=x' });
  });

  it('refuses a link that is not an http(s) address, naming the setting', () => {
    expect(() => parseWebEnv({ VITE_FOLLOW_TELEGRAM: 't.me/rishta' })).toThrow(/VITE_FOLLOW_TELEGRAM/);
    expect(() => parseWebEnv({ VITE_AD_LINK_URL: 'javascript:alert(1)' })).toThrow(/VITE_AD_LINK_URL/);
  });
});
