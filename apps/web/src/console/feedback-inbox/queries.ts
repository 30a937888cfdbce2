import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackInboxResponse } from '@rishta/domain';
import { staffApi } from '../lib/staff-api';
import { ADMIN_KEY } from '../lib/staff-queries';
import { LIVE } from '../lib/live';

export type FeedbackStatus = 'open' | 'done';
export type FeedbackMessage = FeedbackInboxResponse['results'][number];

/** Both lists share the first key parts, so marking one done refreshes both (and the count). */
const INBOX = [ADMIN_KEY, 'feedback'] as const;

/** GET /admin/feedback/?status=…: open messages oldest first, or done ones newest first; and the open count. */
export const feedbackInboxQuery = (status: FeedbackStatus) =>
  queryOptions({
    queryKey: [...INBOX, status],
    queryFn: () => staffApi<FeedbackInboxResponse>(`/feedback/?status=${status}`),
    ...LIVE,
  });

/** POST /admin/feedback/:id/done/: the message leaves the open list at once, then both lists refresh. */
export function useMarkFeedbackDone() {
  const queryClient = useQueryClient();
  const open = feedbackInboxQuery('open').queryKey;
  return useMutation({
    mutationFn: (message: FeedbackMessage) =>
      staffApi<FeedbackMessage>(`/feedback/${message.id}/done/`, { method: 'POST' }),
    onSuccess: (_answer, message) => {
      queryClient.setQueryData(open, (inbox) =>
        inbox
          ? {
              open_count: Math.max(0, inbox.open_count - 1),
              results: inbox.results.filter((m) => m.id !== message.id),
            }
          : inbox,
      );
      void queryClient.invalidateQueries({ queryKey: INBOX });
    },
  });
}
