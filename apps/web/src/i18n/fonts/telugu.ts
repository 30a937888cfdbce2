import url from '@fontsource-variable/noto-sans-telugu/files/noto-sans-telugu-telugu-wght-normal.woff2?url';
import type { ScriptFont } from './script-font';

/** Noto's telugu letters only: Latin text keeps the phone's own font. */
export const font: ScriptFont = {
  url,
  weight: '100 900',
  unicodeRange: 'U+0951-0952,U+0964-0965,U+0C00-0C7F,U+1CDA,U+1CF2,U+200C-200D,U+25CC',
};
