/**
 * The reasons a moderator picks from instead of typing one (issue 29): each decision that the
 * user reads the words of offers these, in the console's language (the console's translations
 * hold a short label and the full text of each). Picking one fills the text box, which stays
 * editable; what is in the box when the decision is sent is what the user reads and the audit
 * row keeps. A new preset is a key here and its label and text in every console language.
 */
export const STAFF_REASON_PRESETS = {
  /** Rejecting a new profile: what the owner must fix before sending it again. */
  reject: ['photo', 'name', 'contactInText', 'incomplete', 'notSerious'],
  /** Rejecting an identity document: why it does not prove who the profile is. */
  reject_verification: ['unreadable', 'mismatch', 'notIdentity', 'cropped'],
  /** Warning a reported user: the notice they read in their account. */
  warn: ['contactInText', 'money', 'behaviour', 'wrongInfo'],
  /** Blocking an account: the reason shown when they try to sign in. */
  block: ['broker', 'money', 'fake', 'abuse'],
} as const satisfies Record<string, readonly string[]>;

/** The decisions that offer preset reasons. */
export type StaffReasonAction = keyof typeof STAFF_REASON_PRESETS;
export const STAFF_REASON_ACTIONS = Object.keys(STAFF_REASON_PRESETS) as StaffReasonAction[];
