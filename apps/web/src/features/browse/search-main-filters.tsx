import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AGE_PRESETS, EDUCATION_LEVELS, MARITAL_STATUSES } from '@rishta/domain';
import { useSummary } from '@/lib/content-queries';
import { useFixedValues } from '@/lib/fixed-values';
import { useStates } from '@/lib/queries/states';
import { FilterMultiSelect } from './filter-multi-select';
import type { SearchFilters } from './search-filters';

const named = (items: readonly { name: string }[]) => items.map(({ name }) => ({ value: name, label: name }));

/** The filters always shown: state, current state, marital status, education, age. */
export function SearchMainFilters({
  value,
  onChange,
}: {
  value: SearchFilters;
  onChange: (patch: Partial<SearchFilters>) => void;
}) {
  const { t } = useTranslation('browse');
  const fixed = useFixedValues();
  const states = named(useStates().data ?? []);
  // The summary may fail on a bad connection: the domain's seed lists stand in.
  const summary = useSummary().data;
  // With no age group chosen, the box shows the range in force rather than 'Any' (issue 11).
  const agePlaceholder =
    value.ages.length === 0 && value.ageRange
      ? t('chips.ageRange', { min: value.ageRange.min, max: value.ageRange.max })
      : undefined;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
      <FilterMultiSelect
        label={t('search.state')}
        options={states}
        value={value.states}
        onChange={(states) => onChange({ states })}
        searchable
      />
      <FilterMultiSelect
        label={t('search.currentState')}
        options={states}
        value={value.currentStates}
        onChange={(currentStates) => onChange({ currentStates })}
        searchable
      />
      <FilterMultiSelect
        label={t('search.maritalStatus')}
        options={(summary?.marital_status ?? MARITAL_STATUSES).map(({ name }) => ({
          value: name,
          label: fixed.value('maritalStatus', name),
        }))}
        value={value.maritalStatus}
        onChange={(maritalStatus) => onChange({ maritalStatus })}
      />
      <FilterMultiSelect
        label={t('search.education')}
        options={(summary?.education ?? EDUCATION_LEVELS).map(({ name }) => ({
          value: name,
          label: fixed.value('education', name),
        }))}
        value={value.education}
        onChange={(education) => onChange({ education })}
        searchable
      />
      <FilterMultiSelect
        label={t('search.age')}
        options={AGE_PRESETS.map((p) => ({
          value: p.label,
          label: t('categories.ageLabel', { label: p.label }),
        }))}
        value={value.ages}
        onChange={(ages) => onChange({ ages })}
        placeholder={agePlaceholder}
      />
    </SimpleGrid>
  );
}
