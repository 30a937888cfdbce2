import { useSyncExternalStore } from 'react';

/** What the browser keeps of a login (SPEC.md §3 "Session"). The server is the authority. */
export interface StoredSession {
  token: string;
  profileId: number | null;
  slug: string | null;
  username: string;
}

const KEY = 'rishta.session';
const listeners = new Set<() => void>();
let cached: StoredSession | null | undefined;

function read(): StoredSession | null {
  if (cached !== undefined) return cached;
  try {
    const raw = localStorage.getItem(KEY);
    cached = raw ? (JSON.parse(raw) as StoredSession) : null;
  } catch {
    cached = null;
  }
  return cached;
}

export const session = {
  get: read,
  set(value: StoredSession | null) {
    cached = value;
    if (value) localStorage.setItem(KEY, JSON.stringify(value));
    else localStorage.removeItem(KEY);
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Another tab logging in or out changes this tab too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== KEY) return;
    cached = undefined;
    listeners.forEach((l) => l());
  });
}

export function useSession(): StoredSession | null {
  return useSyncExternalStore(session.subscribe, read, () => null);
}
