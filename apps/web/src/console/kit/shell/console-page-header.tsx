import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Each console page opens with its one h1 and names itself in the browser tab. */
export function ConsolePageHeader({ title, description }: { title: string; description?: ReactNode }) {
  const { t } = useTranslation('console');
  return (
    <Stack gap={4} mb="lg">
      <title>{`${title} – ${t('shell.title')}`}</title>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {title}
      </Title>
      {description && <Text c="dimmed">{description}</Text>}
    </Stack>
  );
}
