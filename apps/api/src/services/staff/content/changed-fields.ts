type Fields = Record<string, unknown>;

/** A value as JSON with every object's keys sorted, so equal values read the same whatever the key order. */
function canonical(value: unknown): string | undefined {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** Two recorded values are the same: texts and numbers as they are, objects (translations) by value. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return canonical(a) === canonical(b);
}

/**
 * The fields an update changed, as they were and as they are (issue 13: the audit row keeps
 * before → after of what changed, not the whole record). Objects such as a record's translations
 * (issue 30) compare by value: saving the same texts again is no change.
 */
export function changedFields(before: Fields, after: Fields): { before: Fields; after: Fields } {
  const changed = Object.keys(after).filter((key) => !sameValue(before[key], after[key]));
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}
