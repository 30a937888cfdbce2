import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount, type Dashboard } from '@rishta/domain';

/** How many people used the site lately: their profile was active in the last day and week. */
export function ActiveUsers({ active }: { active: Dashboard['active_users'] }) {
  const { t } = useTranslation('console-dashboard');
  const figures = [
    { key: 'day', value: active.last_24_hours },
    { key: 'week', value: active.last_7_days },
  ] as const;
  return (
    <SimpleGrid component="dl" cols={{ base: 2 }} spacing="sm" m={0} maw={520}>
      {figures.map(({ key, value }) => (
        <Paper key={key} withBorder radius="md" p="md">
          <Text component="dt" fz="sm" c="dimmed">
            {t(`active.${key}`)}
          </Text>
          <Text component="dd" fz={28} fw={700} m={0} data-testid={`active-${key}`}>
            {formatCount(value)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
