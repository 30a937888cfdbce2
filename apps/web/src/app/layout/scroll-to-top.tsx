import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** A new page starts at the top; going back keeps the browser's own scroll restoration. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
