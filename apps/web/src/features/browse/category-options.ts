import { useTranslation } from 'react-i18next';
import {
  AGE_PRESETS,
  EDUCATION_LEVELS,
  MARITAL_STATUSES,
  PHYSICAL_STATUSES,
  UNMARRIED_30_PLUS,
  type CategoryTab,
} from '@rishta/domain';
import { useSummary } from '@/lib/content-queries';
import { useCountryName } from '@/lib/country-name';
import { useFixedValues } from '@/lib/fixed-values';
import { useBiradaris } from '@/lib/queries/biradaris';
import { useCountries } from '@/lib/queries/countries';
import { useMaslaks } from '@/lib/queries/maslaks';
import { useStates } from '@/lib/queries/states';
import type { ToggleOption } from './toggle-buttons';

export interface CategoryOptions {
  options: readonly ToggleOption[] | undefined;
  failed: boolean;
  retry: () => void;
}

const asOptions = (items: readonly { name: string }[] | undefined) =>
  items?.map(({ name }) => ({ value: name, label: name }));

/**
 * The buttons of one category tab. Lists from the server stay as data (state names are not
 * translated); the app's own words (age buttons, physical status), the fixed values (education,
 * marital status) and country names are shown in the page's language. The
 * education and marital lists fall back to the domain's seed lists when the summary cannot load.
 * Each list is fetched only when its tab is opened (`enabled`), to spare mobile data.
 */
export function useCategoryOptions(tab: CategoryTab): CategoryOptions {
  const { t } = useTranslation('browse');
  const values = useFixedValues();
  const country = useCountryName();
  const states = useStates(tab === 'state');
  const countries = useCountries(tab === 'country');
  const maslaks = useMaslaks(tab === 'maslak');
  const biradaris = useBiradaris(tab === 'biradari');
  const summary = useSummary();
  const fromQuery = (query: {
    data?: readonly { name: string }[];
    isError: boolean;
    refetch: () => unknown;
  }) => ({
    options: asOptions(query.data),
    failed: query.isError && !query.data,
    retry: () => void query.refetch(),
  });
  const fixed = (options: readonly ToggleOption[]) => ({ options, failed: false, retry: () => {} });
  switch (tab) {
    case 'state':
      return fromQuery(states);
    case 'country': {
      const list = fromQuery(countries);
      return { ...list, options: list.options?.map((o) => ({ ...o, label: country(o.value) })) };
    }
    case 'maslak':
      return fromQuery(maslaks);
    case 'biradari':
      return fromQuery(biradaris);
    case 'education':
      return fixed(
        (summary.data?.education ?? EDUCATION_LEVELS).map(({ name }) => ({
          value: name,
          label: values.value('education', name),
        })),
      );
    case 'maritalStatus':
      return fixed(
        (summary.data?.marital_status ?? MARITAL_STATUSES).map(({ name }) => ({
          value: name,
          label: values.value('maritalStatus', name),
        })),
      );
    case 'specialAbled':
      return fixed(PHYSICAL_STATUSES.map((value) => ({ value, label: t(`categories.physical.${value}`) })));
    case 'age':
      return fixed([
        ...AGE_PRESETS.map((p) => ({ value: p.label, label: t('categories.ageLabel', { label: p.label }) })),
        { value: UNMARRIED_30_PLUS.label, label: t('categories.unmarried30') },
      ]);
  }
}
