import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApproveProfileResponse, PendingProfilesResponse, RejectProfileResponse } from '@rishta/domain';
import { staffApi } from '../lib/staff-api';
import { ADMIN_KEY } from '../lib/staff-queries';
import { LIVE } from '../lib/live';

/** One profile of the queue, with its flags: blocked-keyword hits and likely duplicate accounts. */
export type PendingProfile = PendingProfilesResponse['results'][number];
export type PendingProfiles = PendingProfilesResponse;

const code = (profileCode: string) => encodeURIComponent(profileCode);

/** GET /admin/profiles/pending/: the oldest 50 waiting, their count and since when the oldest waits. */
export const pendingProfilesQuery = () =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'profiles', 'pending'],
    queryFn: () => staffApi<PendingProfiles>('/profiles/pending/'),
    ...LIVE,
  });

export type ProfileDecision =
  { kind: 'approve'; profile: PendingProfile } | { kind: 'reject'; profile: PendingProfile; reason: string };

/**
 * POST …/approve/ or …/reject/ {reason}. The decided profile leaves the cached queue at once (the
 * moderator moves on to the next), then the queue is fetched again for the new count and age.
 */
export function useDecideProfile() {
  const queryClient = useQueryClient();
  const { queryKey } = pendingProfilesQuery();
  return useMutation({
    mutationFn: (decision: ProfileDecision): Promise<ApproveProfileResponse | RejectProfileResponse> =>
      decision.kind === 'approve'
        ? staffApi<ApproveProfileResponse>(`/profiles/${code(decision.profile.profile_code)}/approve/`, {
            method: 'POST',
          })
        : staffApi<RejectProfileResponse>(`/profiles/${code(decision.profile.profile_code)}/reject/`, {
            method: 'POST',
            json: { reason: decision.reason },
          }),
    onSuccess: (_answer, { profile }) => {
      queryClient.setQueryData(queryKey, (queue) =>
        queue
          ? {
              ...queue,
              count: Math.max(0, queue.count - 1),
              results: queue.results.filter((p) => p.profile_code !== profile.profile_code),
            }
          : queue,
      );
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
