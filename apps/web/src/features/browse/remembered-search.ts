import { useCallback, useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { session } from '@/lib/session';
import { storedValue } from '@/lib/stored-value';

// SPEC.md §2: the categories and profiles pages keep their state when the user navigates away.
// The filters and page live in the URL (so back/forward, refresh and shared links work); this
// module-level copy brings them back when the user returns through a menu link without a query.
const remembered = new Map<string, string>();

/**
 * The last query of each page, kept on the device for offline use (issue 32): reopened offline
 * without a query, a page starts from it, whose list the service worker kept (vite.config.ts),
 * instead of waiting for the user's defaults, which need the network. Online, nothing reads it.
 * `owner` is the login it was made under (null: a visitor); logout forgets it.
 */
interface DeviceSearches {
  owner: string | null;
  searches: Record<string, string>;
}

function isDeviceSearches(value: unknown): value is DeviceSearches {
  if (!value || typeof value !== 'object') return false;
  const { owner, searches } = value as DeviceSearches;
  return (owner === null || typeof owner === 'string') && !!searches && typeof searches === 'object';
}

const onDevice = storedValue('rishta.lastSearches', isDeviceSearches);
const currentOwner = () => session.get()?.username ?? null;

session.subscribe(() => {
  if (session.get() === null) onDevice.set(null);
});

function keepOnDevice(key: string, search: string) {
  const owner = currentOwner();
  const kept = onDevice.get();
  const searches = kept?.owner === owner ? kept.searches : {};
  if (searches[key] === search) return;
  onDevice.set({ owner, searches: { ...searches, [key]: search } });
}

/** Offline only: the query this login last used on the page. */
function keptOffline(key: string): string | undefined {
  if (typeof navigator === 'undefined' || navigator.onLine !== false) return undefined;
  const kept = onDevice.get();
  return kept?.owner === currentOwner() ? kept.searches[key] : undefined;
}

/** For tests: forget what the pages remembered; `'memory'` only, as a reload of the app does. */
export function forgetRememberedSearches(what: 'all' | 'memory' = 'all') {
  remembered.clear();
  if (what === 'all') onDevice.set(null);
}

/**
 * The page's URL query, restored from the last visit when the address has none. Pages always
 * write at least one parameter, so an empty query means "arrived from a link", never "cleared".
 */
export function useRememberedSearch(key: string) {
  const [params, setParams] = useSearchParams();
  const { search } = useLocation();
  const stored = remembered.get(key) ?? (search === '' ? keptOffline(key) : undefined);
  const restoring = search === '' && stored !== undefined && stored !== '';

  useEffect(() => {
    if (restoring) setParams(new URLSearchParams(stored), { replace: true });
    else if (search !== '') {
      const query = search.replace(/^\?/, '');
      remembered.set(key, query);
      keepOnDevice(key, query);
    }
  }, [key, restoring, search, setParams, stored]);

  const update = useCallback(
    (next: URLSearchParams, options?: { replace?: boolean }) => setParams(next, options),
    [setParams],
  );
  // While restoring, answer with the remembered query at once so nothing is fetched twice.
  return [restoring ? new URLSearchParams(stored) : params, update] as const;
}
