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
 * translated); only the app's own words (age buttons, physical status) go through i18n. The
 * education and marital lists fall back to the domain's seed lists when the summary cannot load.
 * Each list is fetched only when its tab is opened (`enabled`), to spare mobile data.
 */
export function useCategoryOptions(tab: CategoryTab): CategoryOptions {
  const { t } = useTranslation('browse');
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
    case 'country':
      return fromQuery(countries);
    case 'maslak':
      return fromQuery(maslaks);
    case 'biradari':
      return fromQuery(biradaris);
    case 'education':
      return fixed(asOptions(summary.data?.education ?? EDUCATION_LEVELS) ?? []);
    case 'maritalStatus':
      return fixed(asOptions(summary.data?.marital_status ?? MARITAL_STATUSES) ?? []);
    case 'specialAbled':
      return fixed(PHYSICAL_STATUSES.map((value) => ({ value, label: t(`categories.physical.${value}`) })));
    case 'age':
      return fixed([
        ...AGE_PRESETS.map((p) => ({ value: p.label, label: t('categories.ageLabel', { label: p.label }) })),
        { value: UNMARRIED_30_PLUS.label, label: t('categories.unmarried30') },
      ]);
  }
}
