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
