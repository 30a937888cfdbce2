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
