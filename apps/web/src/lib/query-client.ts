import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * The call counts a visit (a page's visit counter, a profile's visitor list): only the
       * visitor's browser makes it, never the server drawing the page (entry-server.tsx).
       */
      countsVisit?: boolean;
    };
  }
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Mobile data is slow and costly: keep answers for a while and don't refetch on every focus.
      staleTime: 5 * 60 * 1000,
      refetchOnWindowFocus: false,
      // Offline, a request fails (and the part shows its error with Retry) instead of pausing:
      // paused queries kept skeletons on screen forever (issue 11). Lists the service worker
      // kept still answer from its cache.
      networkMode: 'always',
      // Offline, trying again cannot help: the retries kept a page on its skeletons for 3 s (1 s
      // and 2 s apart) before it showed what it had (issue 32). Queries that failed are fetched
      // again when the connection comes back (refetchOnReconnect).
      retry: (failures, error) =>
        isOnline() && !(error instanceof ApiError && error.status < 500) && failures < 2,
    },
  },
});

/** False only when the browser knows it is offline (the server drawing a page has no navigator.onLine). */
function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}
