import { useEffect } from 'react';

/**
 * Registers every script's font as the console opens (issue 30; no file is fetched until its
 * letters show): staff write and read all twelve languages' texts there, on an English page too.
 * The boxes that show such texts (a content item's translations, an audit row's changes) carry the
 * class `every-script` (app/global.css), which names that family; nothing else does, so the
 * language picker's names never fetch a font. Registered before any such text is laid out: a face
 * added after its text was drawn is not taken up by Chromium, and Tamil showed as boxes.
 */
export function useRegisterEveryScriptFont() {
  useEffect(() => {
    void import('@/i18n/fonts/script-font').then((fonts) => fonts.addEveryScriptFont());
  }, []);
}
