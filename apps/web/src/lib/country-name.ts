// Issue 30: countries are stored by their English names and shown in the reader's language
// (packages/domain's countryName). Apart from lib/fixed-values.ts: the profile cards need none.
import { useTranslation } from 'react-i18next';
import { countryName } from '@rishta/domain';

/** A country stored by its English name, in the page's language. */
export function useCountryName(): (stored: string) => string {
  const { i18n } = useTranslation();
  return (stored) => countryName(stored, i18n.language);
}
