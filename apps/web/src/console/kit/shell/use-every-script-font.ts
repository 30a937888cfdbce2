import { useEffect } from 'react';
import { theme } from '@/app/theme';

/**
 * Every script's font while the console is open (issue 30: staff write the content's texts in all
 * twelve languages, and read them in the audit log, on an English page too); each file is fetched
 * only when its script shows. The fonts' code is the same lazy chunk the language choice loads.
 */
export function useEveryScriptFont() {
  useEffect(() => {
    let undo: (() => void) | undefined;
    let gone = false;
    void import('@/i18n/fonts/script-font').then((fonts) => {
      if (!gone) undo = fonts.addEveryScriptFont(theme.fontFamily ?? '');
    });
    return () => {
      gone = true;
      undo?.();
    };
  }, []);
}
