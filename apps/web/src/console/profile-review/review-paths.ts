import { consolePath } from '../admin-paths';

/** The review page's route under /admin (console-pages.tsx): beside the queue it belongs to. */
export const REVIEW_ROUTE = 'new-profiles/:code';

/** The address of one profile's full review, e.g. /admin/new-profiles/RM100001. */
export const reviewPath = (profileCode: string) =>
  consolePath(`new-profiles/${encodeURIComponent(profileCode)}`);
