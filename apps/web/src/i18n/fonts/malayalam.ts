import url from '@fontsource-variable/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-wght-normal.woff2?url';
import type { ScriptFont } from './script-font';

/** Noto's malayalam letters only: Latin text keeps the phone's own font. */
export const font: ScriptFont = {
  url,
  weight: '100 900',
  unicodeRange:
    'U+0307,U+0323,U+0951-0952,U+0964-0965,U+0D00-0D7F,U+1CDA,U+1CF2,U+200C-200D,U+20B9,U+25CC,U+A830-A832',
};
