// Issue 30, decision 050: each language's letters in a self-hosted Noto font, so a phone without
// that script's font shows words instead of boxes (and Urdu gets its Nastaliq). A font is a
// separate chunk and file, fetched only once its language is chosen: English pages load no font.
// Every script registers under one family name, first in the theme's font stack; its
// unicode-range covers only that script, so Latin text, digits included, keep the system font.
import type { LanguageCode } from '@rishta/domain';

export interface ScriptFont {
  url: string;
  weight: string;
  unicodeRange: string;
}

/** The family the theme names first (theme.ts); only the chosen language's font ever joins it. */
export const SCRIPT_FONT_FAMILY = 'Rishta Script';

type Loader = () => Promise<{ font: ScriptFont }>;

const FONTS: Record<Exclude<LanguageCode, 'en'>, Loader> = {
  hi: () => import('./devanagari'),
  mr: () => import('./devanagari'),
  ur: () => import('./nastaliq'),
  bn: () => import('./bengali'),
  pa: () => import('./gurmukhi'),
  gu: () => import('./gujarati'),
  or: () => import('./oriya'),
  ta: () => import('./tamil'),
  te: () => import('./telugu'),
  kn: () => import('./kannada'),
  ml: () => import('./malayalam'),
};

const added = new Map<string, FontFace>();

/**
 * Makes `language`'s script font the one in use (font-display: swap, so text shows at once in a
 * fallback font). The fonts of other languages chosen earlier leave the family, so a switch from
 * Hindi to Marathi or back never mixes two faces. Resolves once the font's file has arrived.
 */
export async function applyScriptFont(language: LanguageCode): Promise<void> {
  if (typeof FontFace === 'undefined' || !('fonts' in document)) return;
  const loader = language === 'en' ? undefined : FONTS[language];
  const font = loader ? (await loader()).font : undefined;
  for (const [url, face] of added) {
    if (url !== font?.url) {
      document.fonts.delete(face);
      added.delete(url);
    }
  }
  if (!font || added.has(font.url)) return;
  const face = new FontFace(SCRIPT_FONT_FAMILY, `url(${font.url}) format('woff2')`, {
    weight: font.weight,
    unicodeRange: font.unicodeRange,
    display: 'swap',
  });
  added.set(font.url, face);
  document.fonts.add(face);
  await face.load().catch(() => {
    // Offline with the file not cached: the system font (or boxes) until the next visit.
  });
}

/**
 * The console (issue 30): staff write and read every language's texts on one page, whatever its
 * own language, so every script's font joins a second family that the console names after the
 * chosen language's where such texts show (`everyScriptStack`). Each face keeps its unicode-range
 * and none is loaded here: the browser fetches a script's file only once text in that script is
 * on screen in such a place. Registered once.
 */
export function addEveryScriptFont(): void {
  if (everyScript || typeof FontFace === 'undefined' || !('fonts' in document)) return;
  everyScript = Promise.all(Object.values(FONTS).map((load) => load())).then((modules) => {
    for (const url of new Set(modules.map((m) => m.font.url))) {
      const font = modules.find((m) => m.font.url === url)!.font;
      // One weight range for all: the browser first picks the faces whose weights fit best and
      // only then looks at their letters, so Nastaliq's narrower 400–700 hid every Indic face.
      const face = new FontFace(EVERY_SCRIPT_FAMILY, `url(${font.url}) format('woff2')`, {
        weight: '100 900',
        unicodeRange: font.unicodeRange,
        display: 'swap',
      });
      document.fonts.add(face);
    }
  });
}
let everyScript: Promise<void> | undefined;

/** The family every script's font joins (addEveryScriptFont). */
export const EVERY_SCRIPT_FAMILY = 'Rishta Every Script';
