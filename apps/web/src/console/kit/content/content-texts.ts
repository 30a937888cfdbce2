import type { TOptions } from 'i18next';
import { useTranslation } from 'react-i18next';

/** The content screens' texts: console-content.json. */
export const CONTENT_NS = 'console-content';

/** A kind's texts, `<texts>.<key>` in console-content.json (see ContentDeclaration); `t` the shared ones. */
export function useKindTexts(texts: string) {
  const { t, i18n } = useTranslation(CONTENT_NS);
  return {
    t,
    text: (key: string, params?: TOptions) => t(`${texts}.${key}`, { ...params }),
    /** Its own `key` where it has one, else the shared `fallback` (Edit, or Rename for a tag). */
    textOr: (key: string, fallback: string, params?: TOptions) =>
      t([`${texts}.${key}`, fallback], { ...params }),
    /** Whether the kind has this text (an intro, a hint). */
    has: (key: string) => i18n.exists(`${texts}.${key}`, { ns: CONTENT_NS }),
  };
}
