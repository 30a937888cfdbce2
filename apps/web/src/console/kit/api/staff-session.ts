import { useSyncExternalStore } from 'react';
import { STAFF_ROLES, type StaffRole } from '@rishta/domain';
import { storedValue } from '@/lib/stored-value';

/**
 * The console's sign-in, kept apart from a user's login (lib/session.ts): its own storage key, so
 * a moderator who also has a user account on this browser never sends one token for the other.
 * The server is the authority: a token it refuses ends this session (staff-api.ts).
 */
export interface StaffSession {
  token: string;
  username: string;
  role: StaffRole;
  /** When the 12-hour session ends, by the server's clock. */
  expiresAt: string;
}

let endedByServer = false;

function isStaffSession(value: unknown): value is StaffSession {
  if (!value || typeof value !== 'object') return false;
  const { token, username, role } = value as Partial<StaffSession>;
  return (
    typeof token === 'string' &&
    token !== '' &&
    typeof username === 'string' &&
    (STAFF_ROLES as readonly unknown[]).includes(role)
  );
}

// Without storage (private mode) the sign-in lasts until the tab closes; signing in or out in
// another tab changes this tab too.
const stored = storedValue('rishta.staffSession', isStaffSession);

export const staffSession = {
  get: stored.get,
  set(value: StaffSession) {
    endedByServer = false;
    stored.set(value);
  },
  /** Signing out on purpose. */
  clear() {
    endedByServer = false;
    stored.set(null);
  },
  /** The server refused the token (expired after 12 hours, or signed out elsewhere). */
  endByServer() {
    endedByServer = true;
    stored.set(null);
  },
  subscribe: stored.subscribe,
};

/** True after the server ended the session (until the next sign-in): the sign-in page says why it is shown. */
export const staffSessionEndedByServer = (): boolean => endedByServer;

export function useStaffSession(): StaffSession | null {
  return useSyncExternalStore(staffSession.subscribe, staffSession.get, () => null);
}
