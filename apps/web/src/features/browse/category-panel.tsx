import { Group, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CategoryTab } from '@rishta/domain';
import { LoadError } from '@/components/load-error';
import { useCategoryOptions } from './category-options';
import { ToggleButtons } from './toggle-buttons';

/** One tab's buttons; the picked value is pressed only on the tab it was picked on. */
export function CategoryPanel({
  tab,
  selected,
  onPick,
}: {
  tab: CategoryTab;
  selected: string | null;
  onPick: (value: string | null) => void;
}) {
  const { t } = useTranslation('browse');
  const { options, failed, retry } = useCategoryOptions(tab);
  if (failed) {
    return <LoadError onRetry={retry} message={t('categories.optionsFailed')} retryLabel={t('retry')} />;
  }
  if (!options) {
    return (
      <Group gap="xs" aria-hidden="true">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} h={34} w={90} radius="xl" />
        ))}
      </Group>
    );
  }
  return (
    <ToggleButtons
      options={options}
      selected={selected}
      onToggle={onPick}
      label={t('categories.optionsLabel', { tab: t(`categories.tabs.${tab}`) })}
    />
  );
}
