import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { installJsdomStubs, resetJsdomStubs } from './test/jsdom-stubs';

installJsdomStubs();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetJsdomStubs();
});
