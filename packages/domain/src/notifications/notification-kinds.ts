// What the service sends by SMS or e-mail (issue 28). A notification is a kind plus its values,
// never a finished text: an SMS in India must match a template registered with the operators
// (DLT), so the provider gets the template of the kind and the values; an e-mail is written from
// the catalogue (email-texts.ts) in the recipient's language.
import { z } from 'zod';

export const NOTIFICATION_CHANNELS = ['sms', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_KINDS = ['otp'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The values each kind carries. */
export const notificationParamsSchemas = {
  otp: z.object({ code: z.string().regex(/^\d{6}$/), minutes: z.number().int().positive() }),
} satisfies Record<NotificationKind, z.ZodType>;

export type NotificationParams<K extends NotificationKind> = z.infer<(typeof notificationParamsSchemas)[K]>;

export const NOTIFICATION_STATUSES = ['pending', 'sent', 'failed'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/**
 * A recipient as staff may see it: the last two digits of a number, the first letters and the
 * domain of an address. Never the whole of either (issue 28).
 */
export function maskRecipient(recipient: string): string {
  const value = recipient.trim();
  if (value.includes('@')) {
    const at = value.lastIndexOf('@');
    const local = value.slice(0, at);
    return `${local.slice(0, Math.min(2, Math.max(1, local.length - 1)))}****${value.slice(at)}`;
  }
  const digits = value.replace(/\D/g, '');
  return `******${digits.slice(-2)}`;
}

// A provider's or a job's error is free text ("550 5.1.1 <ravi@example.com>: mailbox unavailable",
// "Invalid mobile 9876543210"): it may hold a recipient or, in an echoed message, a code. Staff
// see recipients masked and codes never (issue 28), so those are masked here too.
const EMAIL = /[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+\.[^\s<>()[\]"',;:]+/g;
// Six digits or more, with the spaces and dashes numbers are written with: a phone number or
// a code. Shorter runs (an SMTP status such as 550, a count) stay.
const DIGITS = /\+?\d(?:[ -]?\d){5,}/g;

/** `text` with every e-mail address and phone number masked as the recipient is, and codes hidden. */
export function maskSecrets(text: string): string {
  return text
    .replace(EMAIL, (address) => maskRecipient(address))
    .replace(DIGITS, (number) => {
      const digits = number.replace(/\D/g, '');
      // A code's digits are all secret; a phone number keeps its last two, as recipients do.
      return digits.length >= 10 ? maskRecipient(digits) : '******';
    });
}
