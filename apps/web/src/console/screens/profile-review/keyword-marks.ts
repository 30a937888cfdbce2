// Where blocked keywords sit inside a field's text, so the review can mark them in place. The server
// says which keyword hit which field (review-api.ts keyword_hits); this finds the spots by the same
// rule sign-up applies (packages/domain rules/blocked-words.ts): whole words, any letter case, in
// any script (no \b, which only knows ASCII word characters).

/** A run of a field's text; `keyword` is set when the run is a blocked keyword. */
export interface TextPart {
  text: string;
  keyword?: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` cut into plain runs and keyword runs, in order; joined they give `text` back. */
export function markKeywords(text: string, keywords: readonly string[]): TextPart[] {
  // Longest first, so a two-word keyword is marked whole rather than its first word alone.
  const words = [...new Set(keywords.map((k) => k.trim()).filter((k) => k !== ''))].sort(
    (a, b) => b.length - a.length,
  );
  if (words.length === 0 || text === '') return [{ text }];
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{M}\\p{N}_])(?:${words.map(escapeRegExp).join('|')})(?![\\p{L}\\p{M}\\p{N}_])`,
    'giu',
  );
  const parts: TextPart[] = [];
  let end = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > end) parts.push({ text: text.slice(end, match.index) });
    const found = match[0];
    const keyword = words.find((w) => w.toLocaleLowerCase() === found.toLocaleLowerCase()) ?? found;
    parts.push({ text: found, keyword });
    end = match.index + found.length;
  }
  if (end < text.length) parts.push({ text: text.slice(end) });
  return parts;
}
