import type { DeletionQueueItem, DeletionQueueResponse } from '@rishta/domain';
import { defineQueue } from '../../kit/queue/define-queue';
import { EraseIcon } from '../../kit/shell/icons';

export type { DeletionQueueItem, DeletionQueueResponse };

/**
 * /admin/deletions: people who asked to be deleted, oldest first. Their profiles are already
 * hidden from everyone; carrying a request out erases the person (DESIGN.md §5.8), so every
 * other console answer goes stale: the person is gone from people, reports and the dashboard.
 */
export const deletions = defineQueue<DeletionQueueItem, DeletionQueueResponse>({
  name: 'deletions',
  icon: EraseIcon,
  list: '/deletions/',
  waiting: 'count',
  // A person who asked to be erased should not wait: how many wait, since when, how many too long.
  summary: [
    { key: 'waiting', value: (queue) => queue.count },
    { key: 'overdue', value: (queue) => queue.overdue, alert: true },
  ],
  id: (request) => request.id,
  decisions: { carryOut: (request) => ({ path: `/deletions/${request.id}/carry-out/` }) },
  gone: 'deletionRequestNotFound',
  touchesOthers: true,
});
