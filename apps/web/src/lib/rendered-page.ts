// A page the server rendered (issue 31): what the browser needs to hydrate that HTML exactly as it
// was drawn. The server (entry-server.tsx) writes it as JSON into the page; boot.ts and main.tsx read it.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { DehydratedState } from '@tanstack/react-query';
import type { LanguageCode } from '@rishta/domain';

import { RENDERED_PAGE_SCRIPT_ID } from './rendered-page-id';

export interface RenderedPageState {
  /** The language the HTML is in; the browser hydrates only when it would choose the same. */
  language: LanguageCode;
  /** The answers the page was drawn with, as the API gave them to a logged-out visitor. */
  queries: DehydratedState;
  /** The page's random draw (visitSeed). */
  seed: number;
  /** The script files that bring this page alive, fetched together once it is painted (boot.ts). */
  preload?: string[];
}

let renderedSeed: number | undefined;

/** Set by the server before each render, and by the browser before it hydrates. */
export function adoptRenderedSeed(seed: number): void {
  renderedSeed = seed;
}

/**
 * A random number for this visit (0 ≤ n < 2³²): the home page's shuffle, the guidelines' first
 * topic. On the page the server drew it is the number the page was drawn with, however often the
 * page is mounted while it hydrates (a part that waits for its code is drawn again), so the
 * browser shows the same; once the visitor moves on, each visit draws its own.
 */
export function visitSeed(): number {
  return renderedSeed ?? Math.floor(Math.random() * 0x1_0000_0000);
}

/** The app's first move to another page ends the drawn page's seed (app-layout.tsx). */
export function useRenderedSeedUntilNavigation(): void {
  const { key } = useLocation();
  const first = useRef(key);
  useEffect(() => {
    if (key !== first.current) renderedSeed = undefined;
  }, [key]);
}

/** The state the server wrote into this page, or null for the plain app shell. */
export function readRenderedPage(): RenderedPageState | null {
  const script = document.getElementById(RENDERED_PAGE_SCRIPT_ID);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as RenderedPageState;
  } catch {
    return null;
  }
}

/**
 * Marks the document once the page in it has been hydrated (`data-hydrated` on <html>): from then
 * on its controls answer. Rendered inside the route's own Suspense boundary (app-layout.tsx), so
 * it runs when the page itself has hydrated, not only the frame around it. The e2e suite waits
 * for it before using a page the server drew (e2e/fixtures/test.ts).
 */
export function HydrationMark(): null {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
