import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { serializeExpectation, type Expectation, type Profile, type State } from '@rishta/domain';
import { api } from '@/lib/api';

// The same key as the search page's own-profile query, so one fetch serves both.
const ownProfileKey = (profileId: number) => ['own-profile', profileId] as const;

/** The owner's profile, whose `expectation_proposal` the dialog edits (SPEC.md §3). */
export const useOwnProfileForExpectation = (profileId: number) =>
  useQuery({
    queryKey: ownProfileKey(profileId),
    queryFn: () => api<Profile>(`/profiles/update/${profileId}/`),
  });

/** PATCH /profiles/update/{id}/ with only {expectation_proposal} (SPEC.md §7). */
export function useSaveExpectation(profileId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expectation: Expectation) =>
      api<Profile>(`/profiles/update/${profileId}/`, {
        method: 'PATCH',
        json: { expectation_proposal: serializeExpectation(expectation) },
      }),
    onSuccess: (profile) => queryClient.setQueryData(ownProfileKey(profileId), profile),
  });
}

/** The states of India (SPEC.md §9: country 1), under the key the other areas use, fetched once a visit. */
export const useIndianStates = () =>
  useQuery({
    queryKey: ['state-list', 1],
    queryFn: () => api<State[]>('/profiles/state-list?country=1'),
    staleTime: Infinity,
    gcTime: Infinity,
  });
