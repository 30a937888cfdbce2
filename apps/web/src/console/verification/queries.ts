import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerificationDecisionResponse, VerificationQueueResponse } from '@rishta/domain';
import { staffApi } from '../lib/staff-api';
import { ADMIN_KEY } from '../lib/staff-queries';
import { LIVE } from '../lib/live';

export type VerificationQueue = VerificationQueueResponse;
/** One profile whose identity document waits, with signed links to the document and first photo. */
export type WaitingDocument = VerificationQueueResponse['results'][number];

/**
 * GET /admin/verifications/: the oldest 50 waiting, their count and since when the oldest waits.
 * Refreshed once a minute while open (LIVE), which also keeps its signed links (5 minutes) fresh.
 */
export const verificationQueueQuery = () =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'verifications'],
    queryFn: () => staffApi<VerificationQueue>('/verifications/'),
    ...LIVE,
  });

export type VerificationDecision =
  | { profile: WaitingDocument; status: 'Verified' }
  | { profile: WaitingDocument; status: 'Rejected'; remark: string };

/**
 * POST /admin/profiles/:code/verification/ {status, remark}. The decided profile leaves the cached
 * queue at once (the next one opens), then the queue and that profile's review are fetched again.
 */
export function useDecideVerification() {
  const queryClient = useQueryClient();
  const { queryKey } = verificationQueueQuery();
  return useMutation({
    mutationFn: (decision: VerificationDecision) =>
      staffApi<VerificationDecisionResponse>(
        `/profiles/${encodeURIComponent(decision.profile.profile_code)}/verification/`,
        {
          method: 'POST',
          json:
            decision.status === 'Rejected'
              ? { status: decision.status, remark: decision.remark }
              : { status: decision.status },
        },
      ),
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
      void queryClient.invalidateQueries({ queryKey: [ADMIN_KEY, 'profiles', profile.profile_code] });
    },
  });
}
