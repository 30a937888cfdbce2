import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while the server draws a page and while the browser hydrates it, true afterwards. A part
 * that depends on the device (its browser, storage, an install prompt) shows only once this is
 * true, so the browser's first drawing matches the server's HTML (issue 31).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
