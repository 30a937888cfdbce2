import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { cleanNotifications } from '@mantine/notifications';
import { onlineManager } from '@tanstack/react-query';
import { installJsdomStubs, resetJsdomStubs } from './test/jsdom-stubs';

installJsdomStubs();

afterEach(() => {
  cleanup();
  // The files of a worker share modules (vite.config.ts: isolate false), so a toast one test showed
  // would still be in Mantine's store when the next file renders its notifications.
  cleanNotifications();
  // A test that fires the window's 'offline' event puts TanStack Query's one online manager
  // offline for every later file of the worker; their queries would pause until they time out.
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetJsdomStubs();
});
