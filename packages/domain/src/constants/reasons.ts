// Report and deletion reasons of SPEC.md §9, verbatim: the stored reason text is shown to admins
// and the marriage-fixed deletion reason feeds the partner-found counter (DESIGN §4).

export const REPORT_REASONS = [
  'This profile has got married',
  'This user is Abusing',
  'Wrong information provided',
  'This is a broker',
  'Spam (Annoying with calls or messages)',
  'Other (Describe in detail)',
  'Delete this profile, this is married',
] as const;

export type ReportReason = (typeof REPORT_REASONS)[number];

/** Choosing this reason makes the description mandatory (§5). */
export const OTHER_REPORT_REASON = 'Other (Describe in detail)' satisfies ReportReason;

/** Translation keys of REPORT_REASONS, in the same order (the report form's and the console's). */
export const REPORT_REASON_KEYS = [
  'married',
  'abusing',
  'wrongInfo',
  'broker',
  'spam',
  'other',
  'deleteMarried',
] as const;

/**
 * Reasons for reporting a chat message (issue 32): the three that chat brings first, then the
 * spec's reasons that can be about a message. The two about marriage are about a profile, not a
 * message, so they are left out. Stored in English, as profile reports are.
 */
export const MESSAGE_REPORT_REASONS = [
  'Asking for money',
  'Harassment',
  'Sharing contact details too early',
  'This user is Abusing',
  'Wrong information provided',
  'This is a broker',
  'Spam (Annoying with calls or messages)',
  'Other (Describe in detail)',
] as const;
export type MessageReportReason = (typeof MESSAGE_REPORT_REASONS)[number];

/** Translation keys of MESSAGE_REPORT_REASONS, in the same order. */
export const MESSAGE_REPORT_REASON_KEYS = [
  'askingMoney',
  'harassment',
  'contactTooEarly',
  'abusing',
  'wrongInfo',
  'broker',
  'spam',
  'other',
] as const;

/** The translation key of any stored report reason, profile or message; null for an unknown one. */
export function reportReasonKey(reason: string): string | null {
  const message = (MESSAGE_REPORT_REASONS as readonly string[]).indexOf(reason);
  if (message >= 0) return MESSAGE_REPORT_REASON_KEYS[message]!;
  const profile = (REPORT_REASONS as readonly string[]).indexOf(reason);
  return profile >= 0 ? REPORT_REASON_KEYS[profile]! : null;
}

export const DELETION_REASONS = [
  'Marriage/Proposal fixed from the product',
  'Fixed outside the product',
  'Keeping the process on hold for few days',
  'Not finding/getting suitable profiles',
  'Not able to use the app/site',
  'Not interested anymore',
  'Not able to edit/update my profile info',
  'People are misbehaving/misusing my profile data',
  "Don't want to tell the reason",
  'Others',
] as const;

export type DeletionReason = (typeof DELETION_REASONS)[number];

/** Choosing this reason makes the free text mandatory (§5). */
export const OTHER_DELETION_REASON = 'Others' satisfies DeletionReason;

/** Deletions carried out with this reason count towards "partners found" (DESIGN §4). */
export const MARRIAGE_FIXED_DELETION_REASON =
  'Marriage/Proposal fixed from the product' satisfies DeletionReason;

/** Translation keys of DELETION_REASONS, in the same order (the site's and the console's texts). */
export const DELETION_REASON_KEYS = [
  'fixedHere',
  'fixedOutside',
  'onHold',
  'noSuitable',
  'cannotUse',
  'notInterested',
  'cannotEdit',
  'misuse',
  'noReason',
  'others',
] as const;
