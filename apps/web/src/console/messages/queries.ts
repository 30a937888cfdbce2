import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageItem, MessagesResponse, NotificationStatus } from '@rishta/domain';
import { staffApi } from '../lib/staff-api';
import { ADMIN_KEY } from '../lib/staff-queries';
import { LIVE } from '../lib/live';

/** The list shown: every send, or those in one status. */
export type MessageFilter = NotificationStatus | 'all';
export type { MessageItem };

/** Every filter shares the first key parts, so a resend refreshes them all (and the counts). */
const MESSAGES = [ADMIN_KEY, 'messages'] as const;

/** GET /admin/messages/?status=…: the last sends, newest first, and the last 24 hours' counts. */
export const messagesQuery = (filter: MessageFilter) =>
  queryOptions({
    queryKey: [...MESSAGES, filter],
    queryFn: () =>
      staffApi<MessagesResponse>(filter === 'all' ? '/messages/' : `/messages/?status=${filter}`),
    ...LIVE,
  });

/** POST /admin/messages/:id/resend: queued again (202 with its detail), then every list refreshes. */
export function useResendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: MessageItem) =>
      staffApi<{ detail: string }>(`/messages/${message.id}/resend`, { method: 'POST' }),
    // A 409 (no longer failed, or its code expired) also means the list is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: MESSAGES }),
  });
}
