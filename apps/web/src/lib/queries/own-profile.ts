import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@rishta/domain';
import { api } from '@/lib/api';

/** GET /profiles/update/{id}/: the owner's own profile, every field (SPEC.md §7). */
export const fetchOwnProfile = (profileId: number) => api<Profile>(`/profiles/update/${profileId}/`);

/** PATCH /profiles/update/{id}/ with the fields to change; answers the stored profile. */
export const updateOwnProfile = (profileId: number, payload: Record<string, unknown>) =>
  api<Profile>(`/profiles/update/${profileId}/`, { method: 'PATCH', json: payload });

export const ownProfileQuery = (profileId: number | null) =>
  queryOptions({
    queryKey: ['own-profile', profileId],
    queryFn: () => fetchOwnProfile(profileId as number),
    enabled: profileId !== null,
  });

/** The owner's profile (search defaults, the expectation dialog, the edit form). */
export const useOwnProfile = (profileId: number | null) => useQuery(ownProfileQuery(profileId));

/** A PATCH whose answer becomes the cached own profile, so every screen shows what was saved. */
export function useUpdateOwnProfile(profileId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: Record<string, unknown>) => updateOwnProfile(profileId, payload),
    onSuccess: (profile) => queryClient.setQueryData(ownProfileQuery(profileId).queryKey, profile),
  });
}
