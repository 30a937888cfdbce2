// The SMS texts (issue 28), exactly as registered on DLT: Indian operators drop an SMS that does
// not match a registered template. The provider holds the registered text; we send the template id
// and the values of its variables, named as here. The development outbox writes the same text.
import type { NotificationKind, NotificationParams } from './notification-kinds';

type SmsTemplates = {
  [K in NotificationKind]: {
    /** The registered text, with ##variable## where a value goes (MSG91's notation). */
    registered: string;
    variables: (params: NotificationParams<K>) => Record<string, string>;
  };
};

export const SMS_TEMPLATES: SmsTemplates = {
  otp: {
    registered:
      'Your Rishta OTP is ##otp##. It is valid for ##minutes## minutes. Do not share it with anyone.',
    variables: ({ code, minutes }) => ({ otp: code, minutes: String(minutes) }),
  },
};

/** The SMS as the phone shows it: the registered text with its values filled in. */
export function smsText<K extends NotificationKind>(kind: K, params: NotificationParams<K>): string {
  const template = SMS_TEMPLATES[kind];
  const values = (template.variables as (p: NotificationParams<K>) => Record<string, string>)(params);
  return template.registered.replace(/##(\w+)##/g, (_, name: string) => values[name] ?? '');
}
