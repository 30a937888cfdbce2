/**
 * Text from another direction inside a sentence (a moderator's English note in an Urdu line, a
 * profile code in Arabic script): isolating it (U+2068 FIRST STRONG ISOLATE … U+2069) keeps its
 * punctuation and order in place, whichever way the surrounding sentence runs. For plain strings
 * such as translation values; in markup, use <bdi>.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;
