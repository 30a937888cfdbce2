import { useCallback, useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';

// SPEC.md §2: the categories and profiles pages keep their state when the user navigates away.
// The filters and page live in the URL (so back/forward, refresh and shared links work); this
// module-level copy brings them back when the user returns through a menu link without a query.
const remembered = new Map<string, string>();

/** For tests: forget what the pages remembered. */
export function forgetRememberedSearches() {
  remembered.clear();
}

/**
 * The page's URL query, restored from the last visit when the address has none. Pages always
 * write at least one parameter, so an empty query means "arrived from a link", never "cleared".
 */
export function useRememberedSearch(key: string) {
  const [params, setParams] = useSearchParams();
  const { search } = useLocation();
  const stored = remembered.get(key);
  const restoring = search === '' && stored !== undefined && stored !== '';

  useEffect(() => {
    if (restoring) setParams(new URLSearchParams(stored), { replace: true });
    else if (search !== '') remembered.set(key, search.replace(/^\?/, ''));
  }, [key, restoring, search, setParams, stored]);

  const update = useCallback(
    (next: URLSearchParams, options?: { replace?: boolean }) => setParams(next, options),
    [setParams],
  );
  // While restoring, answer with the remembered query at once so nothing is fetched twice.
  return [restoring ? new URLSearchParams(stored) : params, update] as const;
}
