/**
 * 21:30 and 22:15 India time on the same evening: just inside and just outside the contact hours
 * (08:00–22:00 IST, DESIGN.md §5.3), for tests that fake the clock.
 */
export const WITHIN_HOURS = new Date('2026-03-10T16:00:00Z');
export const OUTSIDE_HOURS = new Date('2026-03-10T16:45:00Z');
