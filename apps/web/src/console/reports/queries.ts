import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  HandleReportsRequest,
  ReportGroup,
  ReportQueueResponse,
  ReportQueueStatus,
} from '@rishta/domain';
import { staffApi } from '../lib/staff-api';
import { ADMIN_KEY } from '../lib/staff-queries';
import { LIVE } from '../lib/live';

export type { ReportGroup, ReportQueueResponse, ReportQueueStatus };
export type ReportedProfile = ReportGroup['profile'];

/** Both lists share the first key parts, so a decision refreshes both (and the sidebar's count). */
const QUEUE = [ADMIN_KEY, 'reports'] as const;

/**
 * GET /admin/reports/?status=…: reported profiles with their reports; open ones by the oldest
 * report first, handled ones by the latest decision first. The counts are about open reports.
 * The photo and evidence links are signed for a few minutes: the LIVE refresh renews them.
 */
export const reportQueueQuery = (status: ReportQueueStatus) =>
  queryOptions({
    queryKey: [...QUEUE, status],
    queryFn: () => staffApi<ReportQueueResponse>(`/reports/?status=${status}`),
    ...LIVE,
  });

export interface ReportDecision {
  group: ReportGroup;
  body: HandleReportsRequest;
}

/**
 * POST /admin/reports/profiles/:profile_id/handle/: one decision for every open report of the
 * profile. The group leaves the open list at once (the moderator moves on), then both lists
 * refresh; other console screens (people, audit, dashboard) count as stale, since a block or a
 * removed photo shows there too.
 */
export function useHandleReports() {
  const queryClient = useQueryClient();
  const open = reportQueueQuery('open').queryKey;
  return useMutation({
    mutationFn: ({ group, body }: ReportDecision) =>
      staffApi<ReportGroup>(`/reports/profiles/${group.profile.id}/handle/`, { method: 'POST', json: body }),
    onSuccess: (_answer, { group }) => {
      queryClient.setQueryData(open, (queue) =>
        queue
          ? {
              ...queue,
              open_count: Math.max(0, queue.open_count - group.reports.length),
              group_count: Math.max(0, queue.group_count - 1),
              results: queue.results.filter((g) => g.profile.id !== group.profile.id),
            }
          : queue,
      );
      void queryClient.invalidateQueries({ queryKey: [ADMIN_KEY], refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: QUEUE });
    },
  });
}
