import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CarryOutDeletionResponse, DeletionQueueItem, DeletionQueueResponse } from '@rishta/domain';
import { staffApi } from '../lib/staff-api';
import { ADMIN_KEY } from '../lib/staff-queries';
import { LIVE } from '../lib/live';

export type { DeletionQueueItem, DeletionQueueResponse };

/** GET /admin/deletions/: the requests waiting, oldest first, their count and the oldest's age. */
export const deletionQueueQuery = () =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'deletions'],
    queryFn: () => staffApi<DeletionQueueResponse>('/deletions/'),
    ...LIVE,
  });

/**
 * POST /admin/deletions/:id/carry-out/: erases the person. The request leaves the cached queue at
 * once, then the queue is fetched again; every other console answer counts as stale, since the
 * person is gone from people, reports, the audit's details and the dashboard's numbers.
 */
export function useCarryOutDeletion() {
  const queryClient = useQueryClient();
  const { queryKey } = deletionQueueQuery();
  return useMutation({
    mutationFn: (item: DeletionQueueItem) =>
      staffApi<CarryOutDeletionResponse>(`/deletions/${item.id}/carry-out/`, { method: 'POST' }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [ADMIN_KEY], refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey });
    },
    onSuccess: (_answer, item) => {
      queryClient.setQueryData(queryKey, (queue) =>
        queue
          ? {
              ...queue,
              count: Math.max(0, queue.count - 1),
              results: queue.results.filter((request) => request.id !== item.id),
            }
          : queue,
      );
    },
  });
}
