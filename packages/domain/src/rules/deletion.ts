import { DELETE_MIN_DAYS } from '../constants/limits';

// SPEC.md §5: 'Deleting profile within 7 days is not allowed.' (a test profile, not a real one).
const DAY_MS = 24 * 60 * 60 * 1000;

/** A profile may be deleted once 7 full days have passed since it was created. */
export function canRequestDeletion(createdOn: Date | string, now: Date): boolean {
  const created = typeof createdOn === 'string' ? new Date(createdOn) : createdOn;
  if (Number.isNaN(created.getTime())) return false;
  return now.getTime() - created.getTime() >= DELETE_MIN_DAYS * DAY_MS;
}
