import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HEIGHT_BANDS } from '@rishta/domain';
import { useBiradaris } from '@/lib/queries/biradaris';
import { useMaslaks } from '@/lib/queries/maslaks';
import { FilterMultiSelect } from './filter-multi-select';
import type { SearchFilters } from './search-filters';

/**
 * City, maslak, biradari and height: shown on demand (SPEC.md §2), so the form stays short on a
 * phone. Their lists are fetched only once the user opens this part.
 */
export function SearchMoreFilters({
  value,
  onChange,
}: {
  value: SearchFilters;
  onChange: (patch: Partial<SearchFilters>) => void;
}) {
  const { t } = useTranslation('browse');
  const named = (items: readonly { name: string }[] | undefined) =>
    (items ?? []).map(({ name }) => ({ value: name, label: name }));
  const maslaks = named(useMaslaks().data);
  const biradaris = named(useBiradaris().data);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
      <TextInput
        label={t('search.city')}
        value={value.city}
        onChange={(e) => onChange({ city: e.currentTarget.value })}
        maxLength={100}
        autoComplete="address-level2"
      />
      <FilterMultiSelect
        label={t('search.maslak')}
        options={maslaks}
        value={value.maslak}
        onChange={(maslak) => onChange({ maslak })}
      />
      <FilterMultiSelect
        label={t('search.biradari')}
        options={biradaris}
        value={value.biradari}
        onChange={(biradari) => onChange({ biradari })}
        searchable
      />
      <FilterMultiSelect
        label={t('search.height')}
        options={HEIGHT_BANDS.map((b) => ({
          value: b.label,
          label: t('search.heightBand', { band: b.label }),
        }))}
        value={value.heights}
        onChange={(heights) => onChange({ heights })}
      />
    </SimpleGrid>
  );
}
