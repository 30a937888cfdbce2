// The loader entries of every language but English (i18n/index.ts): one chunk, fetched the first
// time a reader of another language opens the site, so English pages carry none of them.
import type { Loaders, Resources } from './index';

export const files: Loaders = import.meta.glob<{ default: Resources }>([
  './locales/*/*.json',
  '!./locales/en/*.json',
  '!./locales/*/console*.json',
  '!./locales/*/chat.json',
]);
