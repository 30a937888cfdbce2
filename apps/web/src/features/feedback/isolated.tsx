/**
 * Messages stay the spec's English on every page; isolating them keeps their punctuation where it
 * belongs when they sit in a right-to-left (Urdu) layout.
 */
export function isolated(text: string | undefined) {
  return text ? <bdi>{text}</bdi> : undefined;
}
