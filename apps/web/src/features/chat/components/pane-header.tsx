import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';
import { BackButton } from './back-button';

/** The top bar of a chat box: Back, an optional picture, the title, then the box's own actions. */
export function PaneHeader({
  title,
  onBack,
  avatar,
  children,
}: {
  title: string;
  onBack: () => void;
  avatar?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Group
      gap="xs"
      wrap="nowrap"
      px="xs"
      py={6}
      bg="white"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <BackButton onClick={onBack} />
      {avatar}
      <Text component="h2" fw={700} fz="md" truncate dir="auto" m={0} style={{ flex: 1, minWidth: 0 }}>
        {title}
      </Text>
      {children}
    </Group>
  );
}
