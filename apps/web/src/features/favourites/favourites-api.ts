import { useQuery } from '@tanstack/react-query';
import { parseCommaList, type ProfileCard, type ProfileVisitedResponse } from '@rishta/domain';
import { api } from '@/lib/api';

/** The profile page's favourite toggle invalidates this key too (features may not import each other). */
const FAVOURITES_KEY = ['favourites'] as const;

/** SPEC.md §9: favourites are looked up by code, up to 1000 at once. */
const LOOKUP_LIMIT = 1000;

/** The favourite codes, then their cards; no codes means no second call. */
export function useFavouriteProfiles(enabled: boolean) {
  return useQuery({
    queryKey: FAVOURITES_KEY,
    enabled,
    queryFn: async (): Promise<ProfileCard[]> => {
      const { favourite_profile_ids } = await api<{ favourite_profile_ids: string }>(
        '/profiles/add-to-favourite/user/',
      );
      const codes = parseCommaList(favourite_profile_ids);
      if (codes.length === 0) return [];
      const query = new URLSearchParams({ code: codes.join(','), limit: String(LOOKUP_LIMIT) });
      const page = await api<{ count: number; results: ProfileCard[] }>(`/profiles/list/?${query}`);
      return page.results;
    },
  });
}

export function useRecentVisitors(enabled: boolean) {
  return useQuery({
    queryKey: ['profile-visited'],
    enabled,
    queryFn: () => api<ProfileVisitedResponse>('/profiles/profile-visited/user/'),
  });
}
