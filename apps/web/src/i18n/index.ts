import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguageCode, languageDirection, type LanguageCode } from '@rishta/domain';

export const NAMESPACES = ['common'] as const;
const STORAGE_KEY = 'rishta.language';

// Each language and area is its own small file, fetched only when that language is chosen, so a
// phone downloads one language, never twelve. The moderation console's files
// (console*.json) and the chat's (chat.json) are left out: every file costs the home page a loader
// entry, so the console and the chat register their own (registerLocaleFiles) from their lazy
// chunks.
const loaders: Loaders = import.meta.glob<{ default: Resources }>([
  './locales/*/*.json',
  '!./locales/*/console*.json',
  '!./locales/*/chat.json',
]);

/**
 * Adds locale files found by a lazy chunk's own `import.meta.glob` (keys as `./locales/<lang>/<ns>.json`,
 * relative to this folder), so their namespaces load like the others.
 */
export function registerLocaleFiles(files: Loaders) {
  Object.assign(loaders, files);
}

type Resources = { [key: string]: string | Resources };
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
    const loader = files[`./locales/${language}/${namespace}.json`];
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

export function storedLanguage(): LanguageCode {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    if (value && isLanguageCode(value)) return value;
  } catch {
    // Private mode without storage: fall back to the default.
  }
  return DEFAULT_LANGUAGE;
}

function applyDocumentLanguage(language: string) {
  const code = isLanguageCode(language) ? language : DEFAULT_LANGUAGE;
  document.documentElement.lang = code;
  document.documentElement.dir = languageDirection(code);
}

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
