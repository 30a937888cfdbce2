// Test helpers of this feature: the shared fake API answering every profile-list request, and
// what the page asked for.
import type { ProfileCardPage } from '@rishta/domain';
import { fakeApi } from '@/test/fake-api';
import { cardPage } from '@/test/builders';
import browseEn from '@/i18n/locales/en/browse.json';

export const namespaces = { browse: browseEn };

// The shared builders, under the short names these tests read best with.
export { profileCard as card, cardPage as page } from '@/test/builders';

/**
 * Fakes the API: `/profiles/list/` answers `list` (or the function's answer for the query), other
 * paths answer from `others`, anything else 404. Returns the list queries the page asked for.
 */
export function stubBrowseApi({
  list = cardPage([]),
  others = {},
}: {
  list?: ProfileCardPage | ((query: URLSearchParams) => ProfileCardPage);
  others?: Record<string, unknown>;
}) {
  const fetch = fakeApi({
    ...others,
    '/profiles/list/': (url: URL) => (typeof list === 'function' ? list(url.searchParams) : list),
  });
  const listQueries = () =>
    fetch.mock.calls
      .map(([input]) => new URL(input, 'http://localhost'))
      .filter((url) => url.pathname === '/api/profiles/list/')
      .map((url) => Object.fromEntries(url.searchParams));
  return { fetch, listQueries, lastListQuery: () => listQueries().at(-1) };
}

export const REFERENCE = {
  '/profiles/state-list': [
    { id: 1, name: 'Bihar', code: 'BR' },
    { id: 2, name: 'Kerala', code: 'KL' },
  ],
  '/profiles/maslak-list/': [
    { id: 1, name: 'Deobandi' },
    { id: 2, name: 'Barelvi' },
  ],
  '/profiles/biradari-list/': [{ id: 1, name: 'Ansari' }],
  '/profiles/country-list/': [{ id: 1, name: 'India', code: 'IN', dial_code: '+91' }],
};
