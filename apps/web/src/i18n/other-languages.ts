// The loader entries of every language but English (i18n/index.ts): one chunk, fetched the first
// time a reader of another language opens the site, so English pages carry none of them.
import type { Loaders, Resources } from './index';

export const files: Loaders = {
  ...import.meta.glob<{ default: Resources }>([
    './locales/*/*.json',
    '!./locales/en/*.json',
    '!./locales/*/console*.json',
    '!./locales/*/chat.json',
  ]),
  // A profile's fixed values (packages/domain's values/locales, lib/fixed-values.ts).
  './locales/hi/values.json': () => import('@rishta/domain/values/hi'),
  './locales/ur/values.json': () => import('@rishta/domain/values/ur'),
  './locales/mr/values.json': () => import('@rishta/domain/values/mr'),
  './locales/bn/values.json': () => import('@rishta/domain/values/bn'),
  './locales/pa/values.json': () => import('@rishta/domain/values/pa'),
  './locales/gu/values.json': () => import('@rishta/domain/values/gu'),
  './locales/or/values.json': () => import('@rishta/domain/values/or'),
  './locales/ta/values.json': () => import('@rishta/domain/values/ta'),
  './locales/te/values.json': () => import('@rishta/domain/values/te'),
  './locales/kn/values.json': () => import('@rishta/domain/values/kn'),
  './locales/ml/values.json': () => import('@rishta/domain/values/ml'),
};
