// The owner's own profile on its way to being listed (issue 11), shared by the drawer, the owner's
// page and the action buttons on other profiles, so all three agree and ask the server once.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StandingResponse } from '@rishta/domain';
import { api } from './api';
import { useSession } from './session';

export const standingQuery = (profileId: number | null) =>
  queryOptions({
    queryKey: ['standing', profileId] as const,
    queryFn: () => api<StandingResponse>('/profiles/me/standing/'),
    enabled: profileId !== null,
    // A review can end at any moment: ask again after a minute, and when the user comes back.
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });

/** The logged-in user's standing; `data` is undefined for visitors and while loading. */
export function useStanding() {
  const current = useSession();
  return useQuery(standingQuery(current?.profileId ?? null));
}
