import type { PendingProfilesResponse } from '@rishta/domain';
import { profileDecisions } from '../../kit/profile-decision';
import { defineQueue } from '../../kit/queue/define-queue';
import { UserCheckIcon } from '../../kit/shell/icons';

/** One profile of the queue, with its flags: blocked-keyword hits and likely duplicate accounts. */
export type PendingProfile = PendingProfilesResponse['results'][number];

/**
 * /admin/new-profiles: the approval queue, oldest first (GET /admin/profiles/pending/, the oldest
 * 50). Approve or Reject (with the reason the owner reads) here or on the profile's full review.
 */
export const newProfiles = defineQueue<PendingProfile, PendingProfilesResponse>({
  name: 'new-profiles',
  icon: UserCheckIcon,
  list: '/profiles/pending/',
  waiting: 'count',
  summary: [{ key: 'waiting', value: (queue) => queue.count }],
  id: (profile) => profile.profile_code,
  decisions: profileDecisions,
});
