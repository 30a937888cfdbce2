// An audit row's before → after as one line per changed field: `status: pending → approved`.

export interface FieldChange {
  field: string;
  /** Undefined when the field had no value before (something added) or has none after (removed). */
  before: unknown;
  after: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that changed, in the order the row names them. A field both sides hold unchanged
 * (some actions record the whole record) is not a change and is left out.
 */
export function fieldChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({ field, before: before?.[field], after: after?.[field] }))
    .filter((change) => !same(change.before, change.after));
}

const LONGEST = 120;

/** A value as staff read it: text as is, nothing as "–", anything else as compact JSON; cut when long. */
export function showValue(value: unknown): { text: string; full: string } {
  const full =
    value === undefined || value === null
      ? '–'
      : typeof value === 'string'
        ? value === ''
          ? '""'
          : value
        : typeof value === 'number' || typeof value === 'boolean'
          ? String(value)
          : JSON.stringify(value);
  return { text: full.length > LONGEST ? `${full.slice(0, LONGEST - 1)}…` : full, full };
}
