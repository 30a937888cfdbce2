import { DELETION_REASONS } from '@rishta/domain';

/** The reasons' keys in console-deletions.json, in DELETION_REASONS order (stored in English). */
const REASON_KEYS = [
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

/** The key of a stored deletion reason, or null for one this version does not know. */
export function deletionReasonKey(reason: string): string | null {
  const index = (DELETION_REASONS as readonly string[]).indexOf(reason);
  return index >= 0 ? `reasons.${REASON_KEYS[index]}` : null;
}
