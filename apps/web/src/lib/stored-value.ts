/**
 * One value kept in localStorage under `key` as JSON, read once and then cached, for
 * useSyncExternalStore: `get`, `set` (null removes it) and `subscribe`. What is stored is only
 * trusted when `isValue` accepts it (an older shape, or one edited by hand, reads as null), and a
 * change made in another tab reaches this one too.
 */
export function storedValue<T>(key: string, isValue: (value: unknown) => value is T) {
  const listeners = new Set<() => void>();
  let cached: T | null | undefined;
  const notify = () => listeners.forEach((l) => l());

  function get(): T | null {
    if (cached !== undefined) return cached;
    try {
      const raw = localStorage.getItem(key);
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      cached = isValue(parsed) ? parsed : null;
    } catch {
      cached = null;
    }
    return cached;
  }

  function set(value: T | null) {
    cached = value;
    try {
      if (value) localStorage.setItem(key, JSON.stringify(value));
      else localStorage.removeItem(key);
    } catch {
      // Private mode without storage: the value lasts until the tab closes.
    }
    notify();
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== key) return;
      cached = undefined;
      notify();
    });
  }

  return { get, set, subscribe };
}
