// The API's English height labels (the summary's `height` list, SPEC.md §3), from the same template
// as every language's heights (fixed-values.ts). Apart from fixed-values.ts so that the web's
// profile cards, which format heights in the page's language, do not carry the English texts.
import { heightText } from './fixed-values';
import en from './locales/en';

/** '5.4' → '5 ft 4 in', '5.0' → '5 ft'; unparseable ones unchanged. */
export const heightLabel = (height: string): string => heightText(en, height);
