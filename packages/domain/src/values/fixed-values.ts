// Issue 30: the values of a profile's fixed choices are stored and sent in English (the wire
// values of SPEC.md), and shown in the reader's language. A stored value's key is the value with
// anything but letters and digits left out ('Hafiz / Hafiza' → 'HafizHafiza'; i18next reads dots
// as nesting), so no table of keys is shipped to the browser. Its text in each language is in
// locales/<code>.ts, which the web loads as the `values` namespace (one small file per language)
// and the bio-data PDF reads directly. A value without a text (free text typed as an occupation,
// a name from the reference data) is shown as stored.
import { heightInches } from '../constants/profile-options';
import type { FixedValueTexts } from './locales/en';

export type FixedValueKind = Exclude<keyof FixedValueTexts, 'height' | 'calendar'>;

const keyOf = (value: string) => value.replace(/[^A-Za-z0-9]/g, '');

/** The namespace key of a stored value's text (`maritalStatus.Unmarried`). */
export function fixedValueKey(kind: FixedValueKind, value: string): string {
  return `${kind}.${keyOf(value)}`;
}

/** A value in the language of `texts`, or as stored when it has no text. */
export function fixedValueText(texts: FixedValueTexts, kind: FixedValueKind, value: string): string {
  return (texts[kind] as Record<string, string>)[keyOf(value)] ?? value;
}

/**
 * The key and values of a stored 'feet.inches' height's text ('5.4' → feetInches with 5 and 4),
 * or undefined when it is not in that format (then it is shown as stored).
 */
export function heightParts(
  height: string,
): { key: 'height.feet' | 'height.feetInches'; feet: number; inches: number } | undefined {
  const total = heightInches(height);
  if (total === undefined) return undefined;
  const feet = Math.floor(total / 12);
  const inches = total % 12;
  return { key: inches === 0 ? 'height.feet' : 'height.feetInches', feet, inches };
}

/** A stored height in the language of `texts` ('5.4' → '5 ft 4 in'); unparseable ones unchanged. */
export function heightText(texts: FixedValueTexts, height: string): string {
  const parts = heightParts(height);
  if (!parts) return height;
  const template = parts.key === 'height.feet' ? texts.height.feet : texts.height.feetInches;
  return template.replace('{{feet}}', String(parts.feet)).replace('{{inches}}', String(parts.inches));
}
