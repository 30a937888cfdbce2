import { useState, type ReactElement } from 'react';
import { Navigate, useLocation } from 'react-router';
import { rememberAfterLogin, useSession } from '@/lib/session';
import { paths } from '@/config/paths';

const NOTHING = <></>;

/**
 * For pages only a logged-in user can use. A visitor who opens one goes to the login; a user who
 * logs out while on it is left to the logout's own way home (§4: logout returns home, issue 11
 * item 12: it used to end on /login because this redirect ran first).
 * With `comeBack`, the login returns the visitor to this page (the chat, linked for everyone in
 * the menu, issue 32).
 * Answers the element to render instead of the page, or null when the user is logged in.
 */
export function useLoginRedirect({ comeBack = false }: { comeBack?: boolean } = {}): ReactElement | null {
  const current = useSession();
  const { pathname, search } = useLocation();
  const [openedLoggedIn] = useState(() => current !== null);
  if (current) return null;
  if (openedLoggedIn) return NOTHING;
  if (comeBack) rememberAfterLogin(`${pathname}${search}`);
  return <Navigate to={paths.login} replace />;
}
