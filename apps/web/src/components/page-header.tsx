import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';

/** Every page opens with one h1, so screen readers and search engines know where they are. */
export function PageHeader({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {title}
      </Title>
      {description && <Text c="dimmed">{description}</Text>}
      {children}
    </Stack>
  );
}
