import type { FeedbackInboxResponse } from '@rishta/domain';
import { defineQueue } from '../../kit/queue/define-queue';
import { InboxIcon } from '../../kit/shell/icons';

export type FeedbackMessage = FeedbackInboxResponse['results'][number];

/** /admin/feedback: what users wrote through the feedback form; open ones oldest first, done ones newest first. */
export const feedback = defineQueue<FeedbackMessage, FeedbackInboxResponse, 'open' | 'done'>({
  name: 'feedback',
  icon: InboxIcon,
  list: '/feedback/',
  statuses: ['open', 'done'],
  waiting: 'open_count',
  id: (message) => message.id,
  decisions: { markDone: (message) => ({ path: `/feedback/${message.id}/done/` }) },
});
