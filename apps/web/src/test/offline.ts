import { vi } from 'vitest';
import { fakeApi } from './fake-api';

/**
 * The phone as it is offline: `navigator.onLine` is false (until the test ends, test-setup.ts),
 * and only what the service worker kept answers: `kept` is a fakeApi answer map; any other call
 * fails as a lost connection does (a TypeError, not an API error). Returns the mock to inspect.
 */
export function goOffline(kept: Record<string, unknown> = {}) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const answer = fakeApi(kept);
  const keptPaths = Object.keys(kept);
  const fetch = vi.fn((input: string, init?: RequestInit) => {
    const { pathname } = new URL(input, 'http://localhost');
    return keptPaths.some((path) => input.endsWith(path) || pathname.endsWith(path))
      ? answer(input, init)
      : Promise.reject(new TypeError('Failed to fetch'));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
