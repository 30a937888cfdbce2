// Test helpers of this feature: a fake API that answers every profile-list request and records
// what the page asked for.
import { vi } from 'vitest';
import type { ProfileCard, ProfileCardPage } from '@rishta/domain';
import browseEn from '@/i18n/locales/en/browse.json';

export const namespaces = { browse: browseEn };

export const card = (id: number, patch: Partial<ProfileCard> = {}): ProfileCard => ({
  id,
  slug: `profile-${id}`,
  profile_code: `RM${1000 + id}`,
  full_name: `Person ${id}`,
  gender: 'Female',
  age: 25,
  height: '5.2',
  education: 'Graduate',
  occupation: 'Teacher',
  martial_status: 'Unmarried',
  maslak: 'Deobandi',
  biradari: 'Ansari',
  city_current: 'Patna',
  state_current: 'Bihar',
  country_current: 'India',
  verification_status: 'Verified',
  thumbnail: null,
  photo_blurred: false,
  created_on: '2026-01-01T00:00:00Z',
  ...patch,
});

export const page = (results: ProfileCard[], count = results.length): ProfileCardPage => ({
  count,
  next: null,
  previous: null,
  results,
});

/**
 * Stubs fetch: `/profiles/list/` answers `list` (or the function's answer for the query), other
 * paths answer from `others` by prefix, anything else 404. Returns the list queries asked for.
 */
export function stubBrowseApi({
  list = page([]),
  others = {},
}: {
  list?: ProfileCardPage | ((query: URLSearchParams) => ProfileCardPage);
  others?: Record<string, unknown>;
}) {
  const fetch = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    if (path === '/profiles/list/') {
      const body = typeof list === 'function' ? list(url.searchParams) : list;
      return new Response(JSON.stringify(body), { status: 200 });
    }
    const key = Object.keys(others).find((p) => path.startsWith(p));
    return key
      ? new Response(JSON.stringify(others[key]), { status: 200 })
      : new Response('{"detail":"Not found."}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
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
