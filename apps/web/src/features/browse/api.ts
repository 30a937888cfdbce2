import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Country, NamedItem, Profile, ProfileCardPage, ProfileListQuery, State } from '@rishta/domain';
import { api } from '@/lib/api';

/** Values of GET /profiles/list/ as the pages build them; empty ones are left out of the URL. */
export type ListParams = Partial<Record<keyof ProfileListQuery, string | number | undefined>>;

/** `/profiles/list/?…` with the params in a fixed order, so equal filters share one cache entry. */
export function profileListPath(params: ListParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params).sort(([a], [b]) => a.localeCompare(b))) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return `/profiles/list/?${search.toString()}`;
}

/**
 * One page of profiles. The previous page stays on screen while the next loads, so a slow
 * connection shows a dimmed list instead of an empty one. `enabled` waits for the defaults.
 */
export const useProfileList = (params: ListParams, enabled = true) =>
  useQuery({
    queryKey: ['profile-list', profileListPath(params)],
    queryFn: () => api<ProfileCardPage>(profileListPath(params)),
    placeholderData: keepPreviousData,
    enabled,
  });

// Reference lists change rarely: fetched once per visit. The keys match the signup feature's, so a
// user who just signed up does not download them again.
const reference = { staleTime: Infinity, gcTime: Infinity } as const;

export const useStates = (enabled = true) =>
  useQuery({
    queryKey: ['state-list', 1],
    queryFn: () => api<State[]>('/profiles/state-list?country=1'),
    ...reference,
    enabled,
  });

export const useCountries = (enabled = true) =>
  useQuery({
    queryKey: ['country-list'],
    queryFn: () => api<Country[]>('/profiles/country-list/'),
    ...reference,
    enabled,
  });

export const useMaslaks = (enabled = true) =>
  useQuery({
    queryKey: ['maslak-list'],
    queryFn: () => api<NamedItem[]>('/profiles/maslak-list/'),
    ...reference,
    enabled,
  });

export const useBiradaris = (enabled = true) =>
  useQuery({
    queryKey: ['biradari-list'],
    queryFn: () => api<NamedItem[]>('/profiles/biradari-list/'),
    ...reference,
    enabled,
  });

/** The logged-in user's own profile: the search page's defaults come from it (SPEC.md §9). */
export const useOwnProfile = (profileId: number | null) =>
  useQuery({
    queryKey: ['own-profile', profileId],
    queryFn: () => api<Profile>(`/profiles/update/${profileId}/`),
    enabled: profileId !== null,
  });
