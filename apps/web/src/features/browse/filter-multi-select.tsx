import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * A labelled multi-choice filter. Chosen values missing from the options (a default applied before
 * its list arrived, or a value since removed) are kept as options so they still show and can be
 * removed.
 */
export function FilterMultiSelect({
  label,
  options,
  value,
  onChange,
  searchable = false,
  description,
  placeholder,
}: {
  label: string;
  options: readonly FilterOption[];
  value: string[];
  onChange: (value: string[]) => void;
  searchable?: boolean;
  description?: string;
  /** What the empty box says; 'Any' unless something else is in force. */
  placeholder?: string;
}) {
  const { t } = useTranslation('browse');
  const known = new Set(options.map((o) => o.value));
  const data = [...options, ...value.filter((v) => !known.has(v)).map((v) => ({ value: v, label: v }))];
  return (
    <MultiSelect
      label={label}
      description={description}
      data={data}
      value={value}
      onChange={onChange}
      searchable={searchable}
      clearable
      placeholder={value.length ? undefined : (placeholder ?? t('search.any'))}
      nothingFoundMessage={t('search.nothingFound')}
      maxDropdownHeight={260}
      comboboxProps={{ shadow: 'md' }}
    />
  );
}
