import { Text } from '@mantine/core';

/**
 * A chat message quoted in a dialog that acts on it (report, remove): as typed, in its own
 * direction, with a bar on the reading side; red when it is being reported.
 */
export function QuotedMessage({ text, tone = 'neutral' }: { text: string; tone?: 'neutral' | 'report' }) {
  return (
    <Text
      component="blockquote"
      fz="sm"
      dir="auto"
      m={0}
      p="xs"
      bg="gray.0"
      style={{
        borderInlineStart: `3px solid var(--mantine-color-${tone === 'report' ? 'red-8' : 'gray-5'})`,
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
      }}
    >
      {text}
    </Text>
  );
}
