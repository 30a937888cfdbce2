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
 * The console (issue 30): staff read and write every language's texts on one page, whatever its
 * own language, so every script's font joins a second family, named after the chosen language's in
 * the font stack. Each face keeps its unicode-range and none is loaded here: the browser fetches a
 * script's file only once text in that script is on screen. Set on <html>, the stack reaches the
 * dialogs too (they are portals outside the console's frame). Answers how to undo it.
 */
export function addEveryScriptFont(fontStack: string): () => void {
  if (typeof FontFace === 'undefined' || !('fonts' in document)) return () => undefined;
  const faces: FontFace[] = [];
  void Promise.all(Object.values(FONTS).map((load) => load())).then((modules) => {
    for (const url of new Set(modules.map((m) => m.font.url))) {
      const font = modules.find((m) => m.font.url === url)!.font;
      const face = new FontFace(EVERY_SCRIPT_FAMILY, `url(${font.url}) format('woff2')`, {
        weight: font.weight,
        unicodeRange: font.unicodeRange,
        display: 'swap',
      });
      faces.push(face);
      document.fonts.add(face);
    }
  });
  const root = document.documentElement.style;
  const stack = fontStack.replace(
    `"${SCRIPT_FONT_FAMILY}",`,
    `"${SCRIPT_FONT_FAMILY}", "${EVERY_SCRIPT_FAMILY}",`,
  );
  root.setProperty('--mantine-font-family', stack);
  return () => {
    root.removeProperty('--mantine-font-family');
    for (const face of faces) document.fonts.delete(face);
  };
}

const EVERY_SCRIPT_FAMILY = 'Rishta Every Script';
