import { Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { api, takeSessionEndedByServer } from '@/lib/api';
import { useSession } from '@/lib/session';
import { paths } from '@/config/paths';
import { useEmailQuestion } from '@/lib/email-question';
import { lazyPart } from '@/lib/lazy-part';

const EmailQuestionHost = lazyPart(() =>
  import('./email-question-host').then((m) => ({ default: m.EmailQuestionHost })),
);

// The last-active time only needs minute precision (it shows "active today" style information),
// while a user tapping through pages would otherwise send one request per tap over slow, costly
// mobile data. So route changes update it at most once a minute per login.
const LAST_ACTIVE_INTERVAL_MS = 60_000;
let lastSent: { token: string; at: number } | null = null;

/**
 * What a login does behind every screen (SPEC.md §4 "Session", §8 'Invalid token.'): it records
 * the user's last activity on route changes, a token the server no longer accepts ends the
 * session here too and sends the user to log in again, and the e-mail question waits here.
 */
export function SessionEffects() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = useSession()?.token;

  // The API client has already cleared a session the server refused; here the user is sent to log
  // in again and the cached answers of that login are dropped.
  useEffect(() => {
    if (token || !takeSessionEndedByServer()) return;
    queryClient.clear();
    void navigate(paths.login, { replace: true });
  }, [token, navigate, queryClient]);

  useEffect(() => {
    if (!token) return;
    const now = Date.now();
    if (lastSent?.token === token && now - lastSent.at < LAST_ACTIVE_INTERVAL_MS) return;
    lastSent = { token, at: now };
    // A failure matters only when the token is invalid, which the listener above handles.
    api('/profiles/update-last-active/').catch(() => undefined);
  }, [pathname, token]);

  // An account without an e-mail address is asked for one, once (decision 060).
  const asking = useEmailQuestion();
  if (asking === null) return null;
  return (
    <Suspense fallback={null}>
      <EmailQuestionHost profileId={asking} />
    </Suspense>
  );
}
