// The SMS texts (issue 28), exactly as registered on DLT: Indian operators drop an SMS that does
// not match a registered template. The provider holds the registered text; we send the template id
// and the values of its variables, named as here. The development outbox writes the same text.
// Each text exists in every interface language (issue 30); a language is sent in its own words
// only where the operator registered its template (MSG91_OTP_TEMPLATE_IDS), else in English.
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '../constants/languages';
import type { NotificationKind, NotificationParams } from './notification-kinds';
import { SMS_OTP_REGISTERED } from './sms-otp-texts';

type SmsTemplates = {
  [K in NotificationKind]: {
    /** The registered text per language, with ##variable## where a value goes (MSG91's notation). */
    registered: Record<LanguageCode, string>;
    variables: (params: NotificationParams<K>) => Record<string, string>;
  };
};

export const SMS_TEMPLATES: SmsTemplates = {
  otp: {
    registered: SMS_OTP_REGISTERED,
    variables: ({ code, minutes }) => ({ otp: code, minutes: String(minutes) }),
  },
};

/** The SMS as the phone shows it: the registered text of `language` with its values filled in. */
export function smsText<K extends NotificationKind>(
  kind: K,
  params: NotificationParams<K>,
  language: string = DEFAULT_LANGUAGE,
): string {
  const template = SMS_TEMPLATES[kind];
  const values = (template.variables as (p: NotificationParams<K>) => Record<string, string>)(params);
  const registered = template.registered[isLanguageCode(language) ? language : DEFAULT_LANGUAGE];
  return registered.replace(/##(\w+)##/g, (_, name: string) => values[name] ?? '');
}
