// Profile codes are shown on cards and typed into the search box: 'RM' and at least six digits,
// e.g. RM100023. Searches accept any letter case.

const PREFIX = 'RM';
const PATTERN = /^RM(\d{6,})$/i;

export function formatProfileCode(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Invalid profile number: ${n}`);
  return `${PREFIX}${String(n).padStart(6, '0')}`;
}

export function isProfileCode(value: string): boolean {
  return PATTERN.test(value.trim());
}

/** The number inside a profile code, or undefined when the text is not one. */
export function parseProfileCode(value: string): number | undefined {
  const match = PATTERN.exec(value.trim());
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

/** The canonical (upper-case, trimmed) form of a code typed by a user. */
export function normaliseProfileCode(value: string): string | undefined {
  const n = parseProfileCode(value);
  return n === undefined ? undefined : formatProfileCode(n);
}
