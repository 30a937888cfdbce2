import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { parseCommaList, type ProfileCard, type ProfileCardPage } from '@rishta/domain';
import { api } from '@/lib/api';

/** SPEC.md §9: favourites are looked up by code, up to 1000 at once. */
const LOOKUP_LIMIT = 1000;

/** The favourite codes, then their cards; no codes means no second call. */
export async function fetchFavouriteProfiles(): Promise<ProfileCard[]> {
  const { favourite_profile_ids } = await api<{ favourite_profile_ids: string }>(
    '/profiles/add-to-favourite/user/',
  );
  const codes = parseCommaList(favourite_profile_ids);
  if (codes.length === 0) return [];
  const query = new URLSearchParams({ code: codes.join(','), limit: String(LOOKUP_LIMIT) });
  return (await api<ProfileCardPage>(`/profiles/list/?${query}`)).results;
}

export const favouritesQuery = () =>
  queryOptions({ queryKey: ['favourites'], queryFn: fetchFavouriteProfiles });

export const useFavouriteProfiles = (enabled: boolean) => useQuery({ ...favouritesQuery(), enabled });

/** PATCH adds and DELETE removes a favourite; the favourites list is refreshed either way. */
export function useToggleFavourite(
  profileCode: string,
  callbacks: { onMutate?: (add: boolean) => void; onError?: (add: boolean) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (add: boolean) =>
      api(`/profiles/add-to-favourite/${encodeURIComponent(profileCode)}/`, {
        method: add ? 'PATCH' : 'DELETE',
      }),
    onMutate: callbacks.onMutate,
    onError: (_error, add) => callbacks.onError?.(add),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouritesQuery().queryKey }),
  });
}
