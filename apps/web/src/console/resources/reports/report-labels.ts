import { REPORT_REASONS, type ReportAction, type ReportStatus } from '@rishta/domain';

// The words of the reports screen that depend on a stored value, as keys of console-reports.json.

/** The reasons' keys, in REPORT_REASONS order (the reporter's own words are stored in English). */
const REASON_KEYS = ['married', 'abusing', 'wrongInfo', 'broker', 'spam', 'other', 'deleteMarried'] as const;

/** The key of a stored report reason, or null for a reason this version does not know. */
export function reasonKey(reason: string): string | null {
  const index = (REPORT_REASONS as readonly string[]).indexOf(reason);
  return index >= 0 ? `reasons.${REASON_KEYS[index]}` : null;
}

/**
 * What was done with a report, as a filled badge: a block stands out, a dismissal does not. The
 * shades keep the text readable (WCAG AA); orange reads in black, as the console's other badges.
 */
export const OUTCOMES: Record<
  Exclude<ReportStatus, 'open'>,
  { key: string; color: string; text?: string }
> = {
  dismissed: { key: 'outcomes.dismissed', color: 'gray.7' },
  warned: { key: 'outcomes.warned', color: 'orange', text: 'black' },
  photo_removed: { key: 'outcomes.photoRemoved', color: 'grape.9' },
  blocked: { key: 'outcomes.blocked', color: 'red.8' },
};

/** The actions in the order the buttons show, from the mildest. */
export const ACTIONS: readonly ReportAction[] = ['dismiss', 'warn', 'remove_photo', 'block'];

/** The four actions' keys (their button, dialog title, submit and notification texts). */
export const ACTION_KEYS: Record<ReportAction, string> = {
  dismiss: 'dismiss',
  warn: 'warn',
  remove_photo: 'removePhoto',
  block: 'block',
};
