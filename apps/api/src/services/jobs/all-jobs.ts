import { deleteMediaFiles } from '../media-deletions/delete-media-files';
import { markOverdueDeletions } from '../retention/mark-overdue-deletions';
import { purgeExpiredOtps } from '../retention/purge-expired-otps';
import { purgeListingChanges } from '../retention/purge-listing-changes';
import { purgeSessions } from '../retention/purge-sessions';
import type { JobDefinition } from './job-definition';

/** Every periodic job the runner schedules (issue 28), in the order the dashboard lists them. */
export const ALL_JOBS: JobDefinition[] = [
  purgeExpiredOtps,
  purgeSessions,
  purgeListingChanges,
  markOverdueDeletions,
  deleteMediaFiles,
];
