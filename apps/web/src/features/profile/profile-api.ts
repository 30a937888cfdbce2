import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileDetail } from '@rishta/domain';
import { api } from '@/lib/api';

/**
 * The detail answer (GET /profiles/detail-slug/{slug}/). The two extra fields are part of the API
 * contract but not yet of the domain schema, so they are optional here.
 */
export type ProfileView = ProfileDetail & {
  deletion_requested?: boolean;
  bio_data_url?: string | null;
};

export const profileDetailKey = (slug: string) => ['profile-detail', slug] as const;

/**
 * skip-update=false records this visit for the owner's visitor list, so the page fetches once per
 * visit: no refetch on focus or reconnect, which would also cost a phone data.
 */
export function useProfileDetail(slug: string, enabled: boolean, from?: 'proposal') {
  return useQuery({
    queryKey: profileDetailKey(slug),
    queryFn: () =>
      api<ProfileView>(
        `/profiles/detail-slug/${encodeURIComponent(slug)}/?skip-update=false${from ? `&from=${from}` : ''}`,
      ),
    enabled,
    meta: { countsVisit: true },
    // Arriving from a received proposal always asks the server, which marks that proposal Opened.
    staleTime: from ? 0 : 5 * 60_000,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** Changes the cached profile in place (favourite, verification status) without a refetch. */
export function useUpdateCachedProfile(slug: string) {
  const queryClient = useQueryClient();
  return (change: Partial<ProfileView>) =>
    queryClient.setQueryData<ProfileView>(profileDetailKey(slug), (old) =>
      old ? { ...old, ...change } : old,
    );
}

/**
 * Fetches the profile again without counting a visit (skip-update=true): after the viewer sends a
 * proposal, a hidden contact (private_contact) is released to them (DESIGN.md §5.3).
 */
export function useRefreshProfile(slug: string) {
  const queryClient = useQueryClient();
  return async () => {
    const fresh = await api<ProfileView>(
      `/profiles/detail-slug/${encodeURIComponent(slug)}/?skip-update=true`,
    );
    queryClient.setQueryData(profileDetailKey(slug), fresh);
  };
}
