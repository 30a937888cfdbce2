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

/** The keywords worth matching (trimmed, blanks dropped), each with its pattern built once. */
function keywordPatterns(keywords: readonly string[]): { keyword: string; pattern: RegExp }[] {
  return keywords
    .map((raw) => raw.trim())
    .filter((keyword) => keyword !== '')
    .map((keyword) => ({ keyword, pattern: keywordPattern(keyword) }));
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
  return keywordPatterns(keywords).find(({ pattern }) => texts.some((t) => pattern.test(t)))?.keyword;
}

/** One blocked keyword found in one field. */
export interface BlockedWordHit {
  field: string;
  keyword: string;
}

/**
 * Every blocked keyword in every field (issue 13: the moderators' review highlights them all, where
 * sign-up stops at the first). One hit per field and keyword however often it occurs there, by the
 * same whole-word rule; fields in the order given, then keywords in the list's order. A keyword
 * listed twice in different letter case counts once.
 */
export function findBlockedWordHits(
  values: Record<string, unknown>,
  keywords: readonly string[],
  ignoredFields: readonly string[] = BLOCKED_WORD_IGNORED_FIELDS,
): BlockedWordHit[] {
  const seen = new Set<string>();
  const patterns = keywordPatterns(keywords).filter(({ keyword }) => {
    const folded = keyword.toLocaleLowerCase();
    if (seen.has(folded)) return false;
    seen.add(folded);
    return true;
  });
  const hits: BlockedWordHit[] = [];
  for (const [field, value] of Object.entries(values)) {
    if (ignoredFields.includes(field)) continue;
    const texts: string[] = [];
    collectText(value, texts);
    if (texts.length === 0) continue;
    for (const { keyword, pattern } of patterns) {
      if (texts.some((t) => pattern.test(t))) hits.push({ field, keyword });
    }
  }
  return hits;
}
