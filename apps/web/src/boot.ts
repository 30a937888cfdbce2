// The page's entry script (issue 31). It holds the app's global styles, so that the HTML links
// them, and loads the app. On a page the server drew, the app is loaded only once that page has
// been painted: a phone then shows the page while the app downloads and starts, instead of a
// screen held back until the app's scripts have run (seconds on a slow phone). The app shell of a
// logged-in device has nothing to show yet and loads the app at once.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { RENDERED_PAGE_SCRIPT_ID } from './lib/rendered-page-id';

const startApp = () => import('./main');
const rendered = document.getElementById(RENDERED_PAGE_SCRIPT_ID);

if (rendered)
  afterFirstPaint(() => {
    preloadModules(rendered);
    return startApp();
  });
else void startApp();

/**
 * The scripts the drawn page named (decision 065): its route, the parts drawn in it and its
 * language files, fetched beside the app instead of one level at a time as hydration finds them.
 */
function preloadModules(script: HTMLElement) {
  let files: unknown;
  try {
    files = (JSON.parse(script.textContent ?? '') as { preload?: unknown }).preload;
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  for (const href of files) {
    if (typeof href !== 'string') continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/** Runs `start` once the browser has painted a frame (or after 100 ms in a tab that paints none). */
function afterFirstPaint(start: () => unknown) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    void start();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 100);
}
