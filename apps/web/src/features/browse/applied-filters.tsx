import { Button, Group, Pill, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  appliedFilters,
  withoutFilter,
  type AppliedFilter,
  type ChipList,
  type SearchFilters,
} from './search-filters';
import { useFixedValues } from '@/lib/fixed-values';

const LIST_LABEL: Record<ChipList, string> = {
  states: 'search.state',
  currentStates: 'search.currentState',
  maritalStatus: 'search.maritalStatus',
  education: 'search.education',
  ages: 'search.age',
  maslak: 'search.maslak',
  biradari: 'search.biradari',
  heights: 'search.height',
};

/**
 * Issue 11: every filter that narrows the results is visible above them and removable with one
 * tap, so nobody wonders why a person they know is missing.
 */
export function AppliedFilters({
  filters,
  onChange,
}: {
  filters: SearchFilters;
  onChange: (next: SearchFilters) => void;
}) {
  const { t } = useTranslation('browse');
  const fixed = useFixedValues();
  const chips = appliedFilters(filters);
  const label = (chip: AppliedFilter): string => {
    switch (chip.kind) {
      case 'text':
        return t('chips.text', { text: chip.value });
      case 'city':
        return `${t('search.city')}: ${chip.value}`;
      case 'ageRange':
        return t('chips.ageRange', { min: chip.min, max: chip.max });
      case 'list': {
        const value =
          chip.list === 'heights'
            ? t('search.heightBand', { band: chip.value })
            : chip.list === 'ages'
              ? t('categories.ageLabel', { label: chip.value })
              : chip.list === 'maritalStatus'
                ? fixed.value('maritalStatus', chip.value)
                : chip.list === 'education'
                  ? fixed.value('education', chip.value)
                  : chip.value;
        return `${t(LIST_LABEL[chip.list])}: ${value}`;
      }
    }
  };
  return (
    <div>
      <Text fz="sm" fw={600} mb={6} id="applied-filters-title">
        {chips.length ? t('chips.title') : t('chips.none')}
      </Text>
      {chips.length > 0 && (
        <Group
          component="ul"
          aria-labelledby="applied-filters-title"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {chips.map((chip) => {
            const text = label(chip);
            return (
              <li key={text}>
                <Pill
                  size="lg"
                  withRemoveButton
                  onRemove={() => onChange(withoutFilter(filters, chip))}
                  removeButtonProps={{
                    'aria-label': t('chips.remove', { filter: text }),
                    'aria-hidden': false,
                    tabIndex: 0,
                  }}
                  styles={{ label: { overflow: 'visible', lineHeight: 1.5 } }}
                >
                  <bdi>{text}</bdi>
                </Pill>
              </li>
            );
          })}
          {chips.length > 1 && (
            <li>
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => onChange(chips.reduce(withoutFilter, filters))}
              >
                {t('chips.clearAll')}
              </Button>
            </li>
          )}
        </Group>
      )}
      {filters.text.trim() !== '' && (
        <Text fz="sm" c="dimmed" mt={6}>
          {t('chips.textAlone')}
        </Text>
      )}
    </div>
  );
}
