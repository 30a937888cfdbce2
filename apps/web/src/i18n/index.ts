import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguageCode, languageDirection, type LanguageCode } from '@rishta/domain';

export const NAMESPACES = ['common'] as const;
const STORAGE_KEY = 'rishta.language';

// Each language and area is its own small file, fetched only when that language is chosen, so a
// phone downloads one language, never twelve.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loaders[`./locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load()
      .then((module) => callback(null, module.default))
      .catch((error: Error) => callback(error, null));
  },
};

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
  .use(lazyBackend)
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

export default i18next;
