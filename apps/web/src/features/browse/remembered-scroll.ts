import { useEffect, useRef } from 'react';

const positions = new Map<string, number>();

/**
 * Brings the page back to where the user was when they left it (e.g. to open a profile), once
 * the remembered results are on screen again; the results arrive after the first render, so the
 * router cannot do it. The position is recorded while scrolling, not on leaving: by the time the
 * page unmounts, the next page may already have changed the scroll.
 */
export function useRememberedScroll(key: string, ready: boolean) {
  const restored = useRef(false);
  useEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    const y = positions.get(key) ?? 0;
    if (y > 0) window.scrollTo({ top: y });
  }, [key, ready]);
  useEffect(() => {
    if (!ready) return;
    // Only after restoring, so the layout's scroll-to-top on arrival does not erase the position.
    const record = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, [key, ready]);
}
