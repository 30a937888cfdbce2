import { reportReasonKey, type ReportAction, type ReportStatus } from '@rishta/domain';

// The words of the reports screen that depend on a stored value, as keys of console-reports.json.

/** The key of a stored report reason (stored in English), or null for one this version does not know. */
export function reasonKey(reason: string): string | null {
  const key = reportReasonKey(reason);
  return key ? `reasons.${key}` : null;
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
  message_removed: { key: 'outcomes.messageRemoved', color: 'grape.9' },
  blocked: { key: 'outcomes.blocked', color: 'red.8' },
};

/** The actions in the order the buttons show, from the mildest. */
export const ACTIONS: readonly ReportAction[] = [
  'dismiss',
  'warn',
  'remove_photo',
  'remove_message',
  'block',
];

/** The actions' keys (their button, dialog title, submit and notification texts). */
export const ACTION_KEYS: Record<ReportAction, string> = {
  dismiss: 'dismiss',
  warn: 'warn',
  remove_photo: 'removePhoto',
  remove_message: 'removeMessage',
  block: 'block',
};
