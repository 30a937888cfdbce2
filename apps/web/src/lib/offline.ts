import { useEffect, useSyncExternalStore } from 'react';

// Offline as the app shows it (issue 32): the app's one offline notice (components/offline-notice.tsx)
// knows whether the browser is offline, through Mantine's useNetwork, and says it here for the
// parts of a page that then show what was kept instead of an error; a page that shows what was
// kept (home, search) gives the notice its own words, so one notice says it all.

let offline = false;
let pageText: { text: string } | null = null;
const listeners = new Set<() => void>();

function notify() {
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The offline notice's report: the browser went offline or came back. */
export function reportOffline(value: boolean) {
  if (offline === value) return;
  offline = value;
  notify();
}

/** Whether the app's offline notice is up (false on the server and until the app has looked). */
export function useOffline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => offline,
    () => false,
  );
}

/** While the calling page is on screen, the offline notice says `text` instead of its general line. */
export function useOfflineNoticeText(text: string) {
  useEffect(() => {
    const own = { text };
    pageText = own;
    notify();
    // Only its own: the next page may already have put its words there.
    return () => {
      if (pageText !== own) return;
      pageText = null;
      notify();
    };
  }, [text]);
}

/** The words of the page on screen for the offline notice, if it gave any. */
export function usePageOfflineText(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => pageText?.text ?? null,
    () => null,
  );
}
