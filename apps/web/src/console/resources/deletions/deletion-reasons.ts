import { DELETION_REASON_KEYS, DELETION_REASONS } from '@rishta/domain';

/** The key of a stored deletion reason, or null for one this version does not know. */
export function deletionReasonKey(reason: string): string | null {
  const index = (DELETION_REASONS as readonly string[]).indexOf(reason);
  return index >= 0 ? `reasons.${DELETION_REASON_KEYS[index]}` : null;
}
