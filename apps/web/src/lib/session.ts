import { useSyncExternalStore } from 'react';
import { SIGNED_IN_COOKIE } from '@rishta/domain';
import { keepCookie } from './cookie';
import { storedValue } from './stored-value';

/** What the browser keeps of a login (SPEC.md §3 "Session"). The server is the authority. */
export interface StoredSession {
  token: string;
  profileId: number | null;
  slug: string | null;
  username: string;
}

const AFTER_LOGIN_KEY = 'rishta.afterLogin';
/** The sign-up form kept while it is filled in (features/signup/use-signup-draft.ts). */
export const SIGNUP_DRAFT_KEY = 'rishta.signupDraft';

/**
 * Logout empties the stored form too (SPEC.md §4 "Session"): a half-filled sign-up for a relative
 * holds their details and must not wait for the next person on a shared phone. Only a logout the
 * user asked for: a session the server ended keeps the form the user may be filling in.
 */
export function forgetSignupDraft(): void {
  try {
    localStorage.removeItem(SIGNUP_DRAFT_KEY);
  } catch {
    // Without storage nothing was kept.
  }
}

function isStoredSession(value: unknown): value is StoredSession {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as StoredSession).token === 'string' &&
    (value as StoredSession).token !== ''
  );
}

// Without storage (private mode) the login lasts until the tab closes; another tab logging in or
// out changes this tab too.
const stored = storedValue('rishta.session', isStoredSession);

/**
 * Tells the server a login is stored here, so it sends the app shell rather than a page drawn for
 * a logged-out visitor (domain SIGNED_IN_COOKIE). Kept in step on every load and every change.
 */
function hintSignedIn(signedIn: boolean) {
  keepCookie(SIGNED_IN_COOKIE, signedIn ? '1' : null);
}
hintSignedIn(stored.get() !== null);
stored.subscribe(() => hintSignedIn(stored.get() !== null));

export const session = {
  get: stored.get,
  set: stored.set,
  /** Ends the login on this device (SPEC.md §4 "Session"): the token and what was kept for it. */
  clear() {
    forgetAfterLogin();
    session.set(null);
    // Profile lists the service worker kept for offline use were this user's view (vite.config).
    if (typeof caches !== 'undefined') void caches.delete('rishta-lists').catch(() => undefined);
  },
  subscribe: stored.subscribe,
};

export function useSession(): StoredSession | null {
  return useSyncExternalStore(session.subscribe, session.get, () => null);
}

/** Only a path inside this site, so a crafted link cannot send the user elsewhere after login. */
function isLocalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/**
 * Remembers where a visitor was going when the app sent them to log in (SPEC.md §6: opening a
 * profile), for this tab only.
 */
export function rememberAfterLogin(path: string): void {
  if (!isLocalPath(path)) return;
  try {
    sessionStorage.setItem(AFTER_LOGIN_KEY, path);
  } catch {
    // Without storage the user lands on the default page after login.
  }
}

/** The remembered path, once: reading it forgets it. */
export function takeAfterLogin(): string | null {
  try {
    const path = sessionStorage.getItem(AFTER_LOGIN_KEY);
    sessionStorage.removeItem(AFTER_LOGIN_KEY);
    return path && isLocalPath(path) ? path : null;
  } catch {
    return null;
  }
}

function forgetAfterLogin(): void {
  try {
    sessionStorage.removeItem(AFTER_LOGIN_KEY);
  } catch {
    // Nothing was kept.
  }
}
