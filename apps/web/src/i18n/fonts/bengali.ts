import url from '@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2?url';
import type { ScriptFont } from './script-font';

/** Noto's bengali letters only: Latin text keeps the phone's own font. */
export const font: ScriptFont = {
  url,
  weight: '100 900',
  unicodeRange:
    'U+0951-0952,U+0964-0965,U+0980-09FE,U+1CD0,U+1CD2,U+1CD5-1CD6,U+1CD8,U+1CE1,U+1CEA,U+1CED,U+1CF2,U+1CF5-1CF7,U+200C-200D,U+20B9,U+25CC,U+A8F1',
};
