import { useEffect, useState } from 'react';

/**
 * How long a signed link is trusted after it was fetched. The server's links to documents and
 * photos die 5 to 6 minutes after they were made (apps/api services/staff/staff-media.ts).
 */
export const LINK_SAFE_MS = 4 * 60_000;

/** How many times a file that will not load asks for a new link before giving up. */
const RENEWALS = 2;

interface Shown {
  url: string;
  fetchedAt: number;
  loaded: boolean;
  failed: boolean;
  renewals: number;
}

/**
 * A signed link for an <img> or <object>, kept steady while the file is on screen: the queue is
 * fetched again every minute with new links, and swapping them in would reload a document the
 * moderator is reading. The link shown is replaced only when it has not loaded yet and a newer
 * answer is in after it went stale, or when it failed to load (expired); then fresh links are asked
 * for (`renew`). Opening an item with links older than LINK_SAFE_MS asks for fresh ones at once.
 */
export function useFreshLink(latest: string, fetchedAt: number, renew: () => void) {
  const [shown, setShown] = useState<Shown>({
    url: latest,
    fetchedAt,
    loaded: false,
    failed: false,
    renewals: 0,
  });
  let current = shown;
  const stale = !shown.loaded && fetchedAt - shown.fetchedAt > LINK_SAFE_MS;
  if ((stale || shown.failed) && latest !== shown.url) {
    current = { ...shown, url: latest, fetchedAt, loaded: false, failed: false };
    setShown(current);
  }

  // The links this item opened with may be old (the tab was in the background): ask again.
  useEffect(() => {
    if (Date.now() - fetchedAt > LINK_SAFE_MS) renew();
    // Only when the item opens; later answers are handled above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const url = current.url;
  return {
    src: url,
    /** False once the file failed to load and no new link is coming. */
    broken: current.failed && current.renewals >= RENEWALS,
    onLoad: () => setShown((s) => (s.url === url ? { ...s, loaded: true } : s)),
    onError: () => {
      if (shown.url !== url || shown.failed) return;
      const renewing = shown.renewals < RENEWALS;
      setShown((s) =>
        s.url === url ? { ...s, failed: true, renewals: s.renewals + (renewing ? 1 : 0) } : s,
      );
      if (renewing) renew();
    },
  };
}
