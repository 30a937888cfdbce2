import type { VerificationQueueResponse } from '@rishta/domain';
import { defineQueue } from '../../kit/queue/define-queue';
import { IdCardIcon } from '../../kit/shell/icons';

export type VerificationQueue = VerificationQueueResponse;
/** One profile whose identity document waits, with signed links to the document and first photo. */
export type WaitingDocument = VerificationQueueResponse['results'][number];

const code = (item: WaitingDocument) => encodeURIComponent(item.profile_code);

/**
 * /admin/verification: identity documents waiting for a decision, oldest first (GET
 * /admin/verifications/, the oldest 50). Refreshed once a minute while open, which also keeps its
 * signed links (5 minutes) fresh. Verify, or Reject with the remark the owner reads: POST
 * /admin/profiles/:code/verification/ {status, remark}; the profile's review goes stale.
 */
export const verification = defineQueue<WaitingDocument, VerificationQueue>({
  name: 'verification',
  icon: IdCardIcon,
  list: '/verifications/',
  waiting: 'count',
  summary: [{ key: 'waiting', value: (queue) => queue.count }],
  id: (item) => item.profile_code,
  decisions: {
    verify: (item) => ({ path: `/profiles/${code(item)}/verification/`, json: { status: 'Verified' } }),
    reject: (item, { remark }: { remark: string }) => ({
      path: `/profiles/${code(item)}/verification/`,
      json: { status: 'Rejected', remark },
    }),
  },
  touchesOthers: true,
  width: 1400,
});
