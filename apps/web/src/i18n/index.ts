import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { keepCookie } from '@/lib/cookie';
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  LANGUAGE_COOKIE,
  languageDirection,
  preferredLanguage,
  type LanguageCode,
} from '@rishta/domain';

// `values` (a profile's fixed values) is small and shown by every profile card, home's included.
export const NAMESPACES = ['common', 'values'] as const;
// One name for the choice in localStorage and for its copy in the cookie the server reads.
const STORAGE_KEY = LANGUAGE_COOKIE;

// Each language and area is its own small file, fetched only when that language is chosen, so a
// phone downloads one language, never twelve. Every file costs the home page a loader entry, so
// the home page knows only English's; the other languages' entries come in one small chunk
// (other-languages.ts) the first time one of them is read. The moderation console's files
// (console*.json) and the chat's (chat.json) are left out too: the console and the chat register
// their own (registerLocaleFiles) from their lazy chunks.
const loaders: Loaders = {
  ...import.meta.glob<{ default: Resources }>([
    './locales/en/*.json',
    '!./locales/en/console*.json',
    '!./locales/en/chat.json',
  ]),
  // The texts of a profile's fixed values live in packages/domain, which the bio-data PDF reads
  // too (lib/fixed-values.ts).
  './locales/en/values.json': () => import('@rishta/domain/values/en'),
};
let otherLanguages: Promise<unknown> | undefined;
/** Adds the other languages' loader entries, once. */
function withOtherLanguages(files: Loaders): Promise<unknown> {
  otherLanguages ??= import('./other-languages').then((module) => Object.assign(files, module.files));
  return otherLanguages;
}

/**
 * Adds locale files found by a lazy chunk's own `import.meta.glob` (keys as `./locales/<lang>/<ns>.json`,
 * relative to this folder), so their namespaces load like the others.
 */
export function registerLocaleFiles(files: Loaders) {
  Object.assign(loaders, files);
}

export type Resources = { [key: string]: string | Resources };
export type Loaders = Record<string, () => Promise<{ default: Resources }>>;

/** `local` over `english`, key by key, so a key a translation lacks reads in English. */
export function withEnglishFallback(english: Resources, local: Resources): Resources {
  const merged: Resources = { ...english };
  for (const [key, value] of Object.entries(local)) {
    const base = merged[key];
    merged[key] =
      typeof value === 'object' && typeof base === 'object' ? withEnglishFallback(base, value) : value;
  }
  return merged;
}

/**
 * Loads `locales/<language>/<namespace>.json`. A language's bundle is completed with English
 * before i18next sees it: i18next treats a loaded bundle as ready even while the English fallback
 * is still in flight, and react-i18next would then render raw keys and never re-render. Merging
 * here means a missing key or a missing file shows English, never the key.
 */
export function createLazyBackend(files: Loaders): BackendModule {
  const load = async (language: string, namespace: string): Promise<Resources> => {
    const key = `./locales/${language}/${namespace}.json`;
    if (!files[key] && language !== DEFAULT_LANGUAGE && files === loaders) await withOtherLanguages(files);
    const loader = files[key];
    return loader ? (await loader()).default : {};
  };
  return {
    type: 'backend',
    init() {},
    read(language, namespace, callback) {
      const local = load(language, namespace);
      const english = language === DEFAULT_LANGUAGE ? local : load(DEFAULT_LANGUAGE, namespace);
      Promise.all([english, local])
        .then(([base, own]) => callback(null, withEnglishFallback(base, own)))
        .catch((error: Error) => callback(error, null));
    },
  };
}

/**
 * The language chosen on this device; on a first visit, the first of the browser's languages that
 * is one of ours (`ta-IN` is Tamil), else English.
 */
export function storedLanguage(): LanguageCode {
  let chosen: string | null = null;
  try {
    chosen = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Private mode without storage: fall back to the browser's languages.
  }
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return preferredLanguage(chosen, browser);
}

function applyDocumentLanguage(language: string) {
  // The server's page renderer (entry-server.tsx) has no document: its HTML template gets them.
  if (typeof document === 'undefined') return;
  const code = isLanguageCode(language) ? language : DEFAULT_LANGUAGE;
  // The server draws pages in this language (issue 31); it cannot read localStorage.
  keepCookie(LANGUAGE_COOKIE, code);
  document.documentElement.lang = code;
  document.documentElement.dir = languageDirection(code);
  // The script fonts' code is a chunk of its own, fetched once a language other than English is
  // chosen (an English page needs neither it nor a font).
  if (code !== DEFAULT_LANGUAGE || scriptFonts) {
    scriptFonts ??= import('./fonts/script-font');
    void scriptFonts.then((fonts) => fonts.applyScriptFont(code));
  }
}
let scriptFonts: Promise<typeof import('./fonts/script-font')> | undefined;

export async function setLanguage(language: LanguageCode) {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not kept across visits, but the page still switches.
  }
  await i18next.changeLanguage(language);
}

export const i18nReady = i18next
  .use(createLazyBackend(loaders))
  .use(initReactI18next)
  .init({
    lng: storedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    ns: NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnNull: false,
  });

i18next.on('languageChanged', applyDocumentLanguage);
applyDocumentLanguage(storedLanguage());
