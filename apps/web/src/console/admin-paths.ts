// The console's addresses. Pages are registered relative to /admin (console-pages.tsx); these are
// the ones the shell itself links to.
export const ADMIN_ROOT = '/admin';

export const adminPaths = {
  home: ADMIN_ROOT,
  signIn: `${ADMIN_ROOT}/sign-in`,
} as const;

/** The address of a registered console page, e.g. `consolePath('feedback')` → /admin/feedback. */
export const consolePath = (path: string) => `${ADMIN_ROOT}/${path}`;
