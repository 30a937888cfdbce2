import url from '@fontsource-variable/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-wght-normal.woff2?url';
import type { ScriptFont } from './script-font';

/** Noto's gurmukhi letters only: Latin text keeps the phone's own font. */
export const font: ScriptFont = {
  url,
  weight: '100 900',
  unicodeRange: 'U+0951-0952,U+0964-0965,U+0A01-0A76,U+200C-200D,U+20B9,U+25CC,U+262C,U+A830-A839',
};
