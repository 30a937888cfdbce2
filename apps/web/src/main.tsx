import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { storedLanguage } from './i18n';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';
import { queryClient } from './lib/query-client';
import { adoptRenderedSeed, readRenderedPage } from './lib/rendered-page';
import { session } from './lib/session';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>
);

// A page the server drew (issue 31) is hydrated with the answers it was drawn with. It was drawn
// for a logged-out visitor in the language the server knew of: with a login stored here, or
// another language chosen, the app draws the page afresh.
const rendered = readRenderedPage();
if (rendered && rendered.language === storedLanguage() && !session.get()) {
  hydrate(queryClient, rendered.queries);
  adoptRenderedSeed(rendered.seed);
  // In a transition, hydration yields to the phone between parts; a tap on a part not hydrated yet
  // hydrates that part first and is then handled.
  startTransition(() => {
    hydrateRoot(root, app, {
      // A part whose HTML did not match is drawn again by the browser: it works, but it is a bug
      // (the e2e suite fails on it), so it is said plainly rather than as a bare React code.
      onRecoverableError(error) {
        console.error('The page was not hydrated as drawn by the server:', error);
      },
    });
  });
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
