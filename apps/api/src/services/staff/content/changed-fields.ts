type Fields = Record<string, unknown>;

/**
 * The fields an update changed, as they were and as they are (issue 13: the audit row keeps
 * before → after of what changed, not the whole record).
 */
export function changedFields(before: Fields, after: Fields): { before: Fields; after: Fields } {
  const changed = Object.keys(after).filter((key) => before[key] !== after[key]);
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}
