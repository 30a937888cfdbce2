import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCountryName } from '@/lib/country-name';
import { useFixedValues } from '@/lib/fixed-values';
import { categoryListParams, type CategoryState } from './category-filter';

/**
 * What the list below is filtered by, defaults included (issue 11: 'Unmarried' was applied with no
 * button pressed, so widowed and divorced people vanished without a word).
 */
export function CategorySummary({ state }: { state: CategoryState }) {
  const { t } = useTranslation('browse');
  const fixed = useFixedValues();
  const country = useCountryName();
  const params = categoryListParams(state, false);
  const items: string[] = [];
  if (params.martial_status) items.push(fixed.value('maritalStatus', String(params.martial_status)));
  items.push(t('chips.ageRange', { min: params.age__gte, max: params.age__lte }));
  if (params.state) items.push(String(params.state));
  if (params.country) items.push(country(String(params.country)));
  if (params.education) items.push(fixed.value('education', String(params.education)));
  for (const key of ['maslak', 'biradari'] as const) {
    if (params[key]) items.push(String(params[key]));
  }
  if (params.physical_status) items.push(t(`categories.physical.${params.physical_status}`));
  return (
    <Group gap={6} align="center">
      <Text fz="sm" fw={600} id="category-summary">
        {t('categories.showing')}
      </Text>
      <Group
        component="ul"
        aria-labelledby="category-summary"
        gap={6}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {items.map((item) => (
          <li key={item}>
            <Badge
              variant="light"
              size="lg"
              radius="xl"
              tt="none"
              styles={{ label: { overflow: 'visible' } }}
            >
              <bdi>{item}</bdi>
            </Badge>
          </li>
        ))}
      </Group>
      {!state.pick && (
        <Text fz="xs" c="dimmed" w="100%">
          {t('categories.defaultsNote')}
        </Text>
      )}
    </Group>
  );
}
