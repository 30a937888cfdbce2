import url from '@fontsource-variable/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-wght-normal.woff2?url';
import type { ScriptFont } from './script-font';

/** Noto's gujarati letters only: Latin text keeps the phone's own font. */
export const font: ScriptFont = {
  url,
  weight: '100 900',
  unicodeRange: 'U+0951-0952,U+0964-0965,U+0A80-0AFF,U+200C-200D,U+20B9,U+25CC,U+A830-A839',
};
