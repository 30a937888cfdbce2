/**
 * Browser APIs that jsdom lacks but the app reads: Mantine reads matchMedia for the colour scheme,
 * responsive props and reduced motion; the carousel uses the observers; the growing text box
 * listens to document.fonts. Installed once for every test file by `src/test-setup.ts`.
 */

let reducedMotion = false;

/** Makes `(prefers-reduced-motion: reduce)` match until the end of the current test. */
export function setPrefersReducedMotion(value: boolean) {
  reducedMotion = value;
}

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

function defineIfMissing(target: object, key: string, value: unknown) {
  if (key in target) return;
  Object.defineProperty(target, key, { configurable: true, writable: true, value });
}

export function installJsdomStubs() {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: query.includes('prefers-reduced-motion') && reducedMotion,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
  defineIfMissing(globalThis, 'ResizeObserver', NoopObserver);
  defineIfMissing(globalThis, 'IntersectionObserver', NoopObserver);
  defineIfMissing(document, 'fonts', { addEventListener: () => {}, removeEventListener: () => {} });
}

/** Puts back what a test may have changed, so each test starts from the same browser. */
export function resetJsdomStubs() {
  reducedMotion = false;
}
