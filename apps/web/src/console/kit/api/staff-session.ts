import { useSyncExternalStore } from 'react';
import { STAFF_ROLES, type StaffRole } from '@rishta/domain';

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

const KEY = 'rishta.staffSession';
const listeners = new Set<() => void>();
let cached: StaffSession | null | undefined;
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

function read(): StaffSession | null {
  if (cached !== undefined) return cached;
  try {
    const raw = localStorage.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    cached = isStaffSession(parsed) ? parsed : null;
  } catch {
    cached = null;
  }
  return cached;
}

function write(value: StaffSession | null) {
  cached = value;
  try {
    if (value) localStorage.setItem(KEY, JSON.stringify(value));
    else localStorage.removeItem(KEY);
  } catch {
    // Private mode without storage: the sign-in lasts until the tab closes.
  }
  listeners.forEach((l) => l());
}

export const staffSession = {
  get: read,
  set(value: StaffSession) {
    endedByServer = false;
    write(value);
  },
  /** Signing out on purpose. */
  clear() {
    endedByServer = false;
    write(null);
  },
  /** The server refused the token (expired after 12 hours, or signed out elsewhere). */
  endByServer() {
    endedByServer = true;
    write(null);
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** True after the server ended the session (until the next sign-in): the sign-in page says why it is shown. */
export const staffSessionEndedByServer = (): boolean => endedByServer;

// Signing in or out in another tab changes this tab too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== KEY) return;
    cached = undefined;
    listeners.forEach((l) => l());
  });
}

export function useStaffSession(): StaffSession | null {
  return useSyncExternalStore(staffSession.subscribe, read, () => null);
}
