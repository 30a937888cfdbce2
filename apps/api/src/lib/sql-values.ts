/**
 * A PostgreSQL array literal of our own integers or ISO times (`{1,2,3}`): one statement
 * parameter however many values, so a batched statement keeps the same text (issue 15).
 */
export const arrayLiteral = (values: readonly (string | number)[]): string => `{${values.join(',')}}`;

/** A json column as the driver gives it: an object (node-postgres, PGlite), or a string, parsed. */
export const fromJson = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;
