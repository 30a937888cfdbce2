import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';

/** A kind's heading, what it is for on the public site, and its main action (Add …). */
export function SectionHeader({
  id,
  title,
  intro,
  action,
}: {
  /** The heading's id, which names its section. */
  id?: string;
  title: string;
  intro?: string;
  action?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Stack gap={2} style={{ flex: '1 1 18rem' }}>
        <Title id={id} order={2} fz="lg">
          {title}
        </Title>
        {intro && (
          <Text fz="sm" c="dimmed">
            {intro}
          </Text>
        )}
      </Stack>
      {action}
    </Group>
  );
}
