import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProfileCardPage, ProfileListQuery } from '@rishta/domain';
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
