import { useEffect, type CSSProperties } from 'react';
import { theme } from '@/app/theme';

// Kept in step with i18n/fonts/script-font.ts (a lazy chunk this module must not pull in).
const SCRIPT_FONT_FAMILY = '"Rishta Script",';
const EVERY_SCRIPT_FAMILY = '"Rishta Every Script",';

/** The theme's font stack with every script's font after the chosen language's. */
const STACK = (theme.fontFamily ?? '').replace(
  SCRIPT_FONT_FAMILY,
  `${SCRIPT_FONT_FAMILY} ${EVERY_SCRIPT_FAMILY}`,
);

/**
 * The style of a box that shows texts in any of the twelve languages (issue 30: a content item's
 * translations, an audit row's changes), on an English console page too: Mantine's font variable
 * with every script's font in it. Only such boxes name that family, so a console page fetches a
 * script's font only when one of them shows text in it (never for the language picker's names).
 */
export function useEveryScriptFont(): CSSProperties {
  useRegisterEveryScriptFont();
  return { '--mantine-font-family': STACK, fontFamily: STACK } as CSSProperties;
}

/**
 * Registers every script's font (no file is fetched) as the console opens: a face added after its
 * text was laid out is not taken up by Chromium, so a dialog's Tamil showed as boxes.
 */
export function useRegisterEveryScriptFont() {
  useEffect(() => {
    void import('@/i18n/fonts/script-font').then((fonts) => fonts.addEveryScriptFont());
  }, []);
}
