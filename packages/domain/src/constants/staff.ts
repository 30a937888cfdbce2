/**
 * The moderation console's people and states (issue 13). An `admin` does everything, including
 * staff accounts and content; a `moderator` works the queues, reports and blocks.
 */
export const STAFF_ROLES = ['admin', 'moderator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Whether a role may do what a route declares it needs: admin covers moderator. */
export function staffRoleCovers(role: StaffRole, needed: StaffRole): boolean {
  return role === 'admin' || role === needed;
}

/**
 * A session is a user's, a staff member's, or a staff member's half-way one: password checked,
 * second factor not yet. A token of one kind never works where another is needed.
 */
export const SESSION_KINDS = ['user', 'staff', 'staff_challenge'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

/** Staff sessions end after a working day; the half-way one after a few minutes. */
export const STAFF_SESSION_HOURS = 12;
export const STAFF_CHALLENGE_MINUTES = 10;
/** How many one-use recovery codes staff get when they set up their authenticator. */
export const STAFF_RECOVERY_CODE_COUNT = 10;

/** What a moderator did with a report; `open` until then. */
export const REPORT_STATUSES = [
  'open',
  'dismissed',
  'warned',
  'photo_removed',
  'message_removed',
  'blocked',
] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
/** `remove_message` removes the reported chat messages for everyone (issue 32). */
export const REPORT_ACTIONS = ['dismiss', 'warn', 'remove_photo', 'remove_message', 'block'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];
