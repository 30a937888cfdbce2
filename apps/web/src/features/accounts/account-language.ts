// Issue 30: the interface language is kept on the account, so it follows the user to another device
// and writes their notifications. This device keeps it too (i18n's setLanguage), so the switch
// never waits for, or depends on, the server.
import { isLanguageCode, type LanguageCode } from '@rishta/domain';
import { setLanguage } from '@/i18n';
import { session } from '@/lib/session';
import { saveAccountLanguage } from './accounts-api';

/**
 * The user picked `language` (the top bar): the page switches at once, and a logged-in user's
 * account is told in the background. A failed save (offline, a server error) leaves the switch be.
 */
export function chooseLanguage(language: LanguageCode): Promise<void> {
  const switched = setLanguage(language);
  if (session.get()) void saveAccountLanguage(language).catch(() => undefined);
  return switched;
}

/**
 * After a password login (the session is set): the account's language wins over this device's, so
 * the app opens in the language the user chose elsewhere. An account that never chose one (made
 * before languages were kept on accounts) keeps this device's, which is stored on it from now on.
 * `current` is the interface language now.
 */
export function applyAccountLanguage(language: string | null | undefined, current: string): void {
  if (isLanguageCode(language)) {
    if (language !== current) void setLanguage(language);
  } else if (isLanguageCode(current)) {
    void saveAccountLanguage(current).catch(() => undefined);
  }
}
