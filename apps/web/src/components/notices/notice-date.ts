/** A date the API sent (ISO), in the reader's language; a value the browser cannot read is shown as sent. */
export function noticeDate(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}

/**
 * Staff write in any language: isolating their text (U+2068 … U+2069) keeps an English note's
 * punctuation in place inside an Urdu sentence, and the reverse.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;
