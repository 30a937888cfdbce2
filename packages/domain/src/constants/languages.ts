// The twelve interface languages of SPEC.md §9. `dir` drives Mantine's DirectionProvider:
// Urdu is the only right-to-left one.

export const INTERFACE_LANGUAGES = [
  { code: 'en', name: 'English', nativeName: 'English', dir: 'ltr' },
  { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', dir: 'ltr' },
  { code: 'ur', name: 'Urdu', nativeName: 'اردو', dir: 'rtl' },
  { code: 'kn', name: 'Kannada', nativeName: 'ಕನ್ನಡ', dir: 'ltr' },
  { code: 'gu', name: 'Gujarati', nativeName: 'ગુજરાતી', dir: 'ltr' },
  { code: 'te', name: 'Telugu', nativeName: 'తెలుగు', dir: 'ltr' },
  { code: 'ta', name: 'Tamil', nativeName: 'தமிழ்', dir: 'ltr' },
  { code: 'mr', name: 'Marathi', nativeName: 'मराठी', dir: 'ltr' },
  { code: 'pa', name: 'Punjabi', nativeName: 'ਪੰਜਾਬੀ', dir: 'ltr' },
  { code: 'bn', name: 'Bengali', nativeName: 'বাংলা', dir: 'ltr' },
  { code: 'ml', name: 'Malayalam', nativeName: 'മലയാളം', dir: 'ltr' },
  { code: 'or', name: 'Odia', nativeName: 'ଓଡ଼ିଆ', dir: 'ltr' },
] as const satisfies readonly {
  code: string;
  name: string;
  nativeName: string;
  dir: 'ltr' | 'rtl';
}[];

export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];
export type LanguageCode = InterfaceLanguage['code'];

// A non-empty tuple type so it can feed z.enum.
export const LANGUAGE_CODES = INTERFACE_LANGUAGES.map((l) => l.code) as unknown as readonly [
  LanguageCode,
  ...LanguageCode[],
];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function languageDirection(code: string): 'ltr' | 'rtl' {
  return INTERFACE_LANGUAGES.find((l) => l.code === code)?.dir ?? 'ltr';
}

/**
 * The Intl locale of an interface language for dates and relative times (issue 30): India's
 * conventions (day, month, year), with Latin digits in every language, as the phone numbers,
 * profile codes and heights beside them are written.
 */
export function intlLocale(language: string): string {
  return `${isLanguageCode(language) ? language : DEFAULT_LANGUAGE}-IN-u-nu-latn`;
}

/**
 * The Intl locale of numbers in every language: Indian grouping (12,34,567) in Latin digits. The
 * languages differ in nothing else for the whole numbers we show, and ICU groups Urdu and Kannada
 * in India by thousands.
 */
export const NUMBER_LOCALE = 'en-IN-u-nu-latn';

/**
 * A whole number as every page writes it, in NUMBER_LOCALE's way (12,34,567), without Intl: the
 * first Intl.NumberFormat of a page loads the locale's data, which took a slow phone about 90 ms
 * of the home page's start. A number with a fraction goes to Intl.
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return new Intl.NumberFormat(NUMBER_LOCALE).format(value);
  const digits = String(Math.abs(value));
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${value < 0 ? '-' : ''}${rest ? `${rest},` : ''}${last3}`;
}

/**
 * Intl options of a time of day (issue 30): English writes "6:30 am"; the other languages name
 * the part of the day ("सुबह 6:30", "6:30 صبح"), as they are read, instead of an English AM/PM.
 */
export function timeOfDayOptions(language: string): Intl.DateTimeFormatOptions {
  const named = isLanguageCode(language) && language !== DEFAULT_LANGUAGE;
  return { hour: 'numeric', minute: '2-digit', ...(named ? { dayPeriod: 'short' } : {}) };
}

/**
 * The cookie that tells the server which language to render a page in (issue 31). The web keeps
 * the choice in localStorage and mirrors it here, as the server cannot read localStorage.
 */
export const LANGUAGE_COOKIE = 'rishta.language';

/**
 * A hint, not a credential: the web app sets it while a login is stored on the device (the token
 * itself stays in localStorage). The server then sends the app shell instead of a page drawn for a
 * logged-out visitor, which the app would only replace (issue 31).
 */
export const SIGNED_IN_COOKIE = 'rishta.signed-in';

/**
 * A visitor's language: the one chosen on this device, else the first of the browser's languages
 * that is one of ours (`ta-IN` is Tamil), else English. The web reads localStorage and
 * `navigator.languages`; the server the cookie and Accept-Language, so both render alike.
 */
export function preferredLanguage(chosen: unknown, browserLanguages: readonly string[]): LanguageCode {
  if (isLanguageCode(chosen)) return chosen;
  const fromBrowser = browserLanguages
    .map((tag) => tag.split('-')[0]?.trim().toLowerCase())
    .find(isLanguageCode);
  return fromBrowser ?? DEFAULT_LANGUAGE;
}
