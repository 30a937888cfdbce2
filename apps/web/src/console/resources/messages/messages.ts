import { NOTIFICATION_STATUSES, type MessageItem, type MessagesResponse } from '@rishta/domain';
import { defineQueue } from '../../kit/queue/define-queue';
import { MessagesIcon } from '../../kit/shell/icons';

/** The list shown: every send, or those in one status. */
export type MessageFilter = (typeof NOTIFICATION_STATUSES)[number] | 'all';
export type { MessageItem };

/**
 * /admin/messages (issue 28): the last SMS and e-mails the site sent, newest first (GET
 * /admin/messages/?status=…), with the last 24 hours' counts whatever the filter. A failed one
 * can be sent again while its code still works (POST …/:id/resend: queued again, 202); a 409
 * (no longer failed, or its code expired) also means the list was out of date. Nothing waits
 * here for a decision, so the sidebar shows no count.
 */
export const messages = defineQueue<MessageItem, MessagesResponse, MessageFilter>({
  name: 'messages',
  icon: MessagesIcon,
  list: '/messages/',
  statuses: ['all', ...NOTIFICATION_STATUSES],
  query: (filter): Record<string, string> => (filter === 'all' ? {} : { status: filter }),
  summary: NOTIFICATION_STATUSES.map((status) => ({
    key: status,
    value: (answer: MessagesResponse) => answer.counts[status],
    alert: status === 'failed',
  })),
  id: (message) => message.id,
  without: (answer) => answer,
  decisions: { resend: (message) => ({ path: `/messages/${message.id}/resend` }) },
  width: 1000,
});
