import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';

/** One "label: value" pair of a description list (a message's details, a job's last run). */
export function DetailPair({
  label,
  children,
  gap = 4,
}: {
  label: string;
  children: ReactNode;
  gap?: number;
}) {
  return (
    <Group component="div" gap={gap} wrap="nowrap" align="baseline" style={{ minWidth: 0 }}>
      <Text component="dt" fz="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text component="dd" fz="sm" m={0} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {children}
      </Text>
    </Group>
  );
}
