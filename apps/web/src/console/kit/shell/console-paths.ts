// The console's addresses. Pages are registered relative to /admin (console-pages.tsx); these are
// the ones several screens link to.
export const ADMIN_ROOT = '/admin';

export const adminPaths = {
  home: ADMIN_ROOT,
  signIn: `${ADMIN_ROOT}/sign-in`,
} as const;

/** The address of a registered console page, e.g. `consolePath('feedback')` → /admin/feedback. */
export const consolePath = (path: string) => `${ADMIN_ROOT}/${path}`;

/** The profile review's route under /admin: beside the queue it belongs to. */
export const REVIEW_ROUTE = 'new-profiles/:code';

/** The address of one profile's full review, e.g. /admin/new-profiles/RM100001. */
export const reviewPath = (profileCode: string) =>
  consolePath(`new-profiles/${encodeURIComponent(profileCode)}`);

/** A person's page, everything about one user account. */
export const personPath = (accountId: number) => consolePath(`people/${accountId}`);

/** The audit log, filtered to one account (the audit screen reads `account_id` from the address). */
export const auditLogPath = (accountId: number) => `${consolePath('audit')}?account_id=${accountId}`;
