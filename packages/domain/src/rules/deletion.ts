import { DELETE_MIN_DAYS } from '../constants/limits';

// SPEC.md §5: 'Deleting profile within 7 days is not allowed.' (a test profile, not a real one).
const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment from which a profile created at `createdOn` may be deleted (7 full days on). */
export function deletionPossibleFrom(createdOn: Date | string): Date {
  const created = typeof createdOn === 'string' ? new Date(createdOn) : createdOn;
  return new Date(created.getTime() + DELETE_MIN_DAYS * DAY_MS);
}

/** A profile may be deleted once 7 full days have passed since it was created. */
export function canRequestDeletion(createdOn: Date | string, now: Date): boolean {
  const from = deletionPossibleFrom(createdOn);
  if (Number.isNaN(from.getTime())) return false;
  return now.getTime() >= from.getTime();
}
