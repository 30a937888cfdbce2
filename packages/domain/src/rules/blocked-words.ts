// Server-supplied blocked keywords (SPEC.md §5, §8): the profile form is checked against them
// before the OTP is sent and on save. A keyword matches as a whole word, ignoring case, in any
// script (so no \b, which only knows ASCII word characters).

/** Fields never shown to others, so they are not checked. */
export const BLOCKED_WORD_IGNORED_FIELDS = ['password', 'confirm_password', 'otp'] as const;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function keywordPattern(keyword: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}_])${escapeRegExp(keyword)}(?![\\p{L}\\p{M}\\p{N}_])`, 'iu');
}

function collectText(value: unknown, out: string[]): void {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) collectText(item, out);
}

/** The first keyword (in the list's order) found in any string value, or undefined. */
export function findBlockedWord(
  values: Record<string, unknown>,
  keywords: readonly string[],
  ignoredFields: readonly string[] = BLOCKED_WORD_IGNORED_FIELDS,
): string | undefined {
  const texts: string[] = [];
  for (const [field, value] of Object.entries(values)) {
    if (!ignoredFields.includes(field)) collectText(value, texts);
  }
  if (texts.length === 0) return undefined;
  for (const raw of keywords) {
    const keyword = raw.trim();
    if (keyword === '') continue;
    const pattern = keywordPattern(keyword);
    if (texts.some((t) => pattern.test(t))) return keyword;
  }
  return undefined;
}
