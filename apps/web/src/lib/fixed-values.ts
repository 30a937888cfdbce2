// Issue 30: a profile's fixed values (marital status, education, heights, …) are stored in English
// and shown in the reader's language. The texts are packages/domain's values/locales/<code>.ts,
// loaded as the `values` namespace (i18n/index.ts); a value without a text is shown as stored.
import { useTranslation } from 'react-i18next';
import { fixedValueKey, heightParts, type FixedValueKind } from '@rishta/domain';

export interface FixedValues {
  /** A stored value in the page's language ('Unmarried' → 'अविवाहित'), or as stored. */
  value: (kind: FixedValueKind, stored: string) => string;
  /** A stored 'feet.inches' height ('5.4' → '5 ft 4 in' in the page's language). */
  height: (stored: string) => string;
}

export function useFixedValues(): FixedValues {
  const { t } = useTranslation('values');
  return {
    value: (kind, stored) => t(fixedValueKey(kind, stored), { defaultValue: stored }),
    height: (stored) => {
      const parts = heightParts(stored);
      return parts ? t(parts.key, { feet: parts.feet, inches: parts.inches }) : stored;
    },
  };
}
