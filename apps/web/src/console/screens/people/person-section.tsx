import { useId, type ReactNode } from 'react';
import { Box, Paper, Stack, Text, Title } from '@mantine/core';

/** One part of the person page: a titled box, named by its heading for screen readers. */
export function PersonSection({
  title,
  intro,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title id={titleId} order={2} fz="lg">
            {title}
          </Title>
          {intro && (
            <Text fz="sm" c="dimmed">
              {intro}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

/** Label and value pairs as a description list: side by side, wrapping on a narrow phone. */
export function Facts({ items }: { items: { label: ReactNode; value: ReactNode }[] }) {
  return (
    <Box
      component="dl"
      m={0}
      style={{
        display: 'grid',
        gridTemplateColumns: 'minmax(7rem, max-content) minmax(0, 1fr)',
        columnGap: 'var(--mantine-spacing-md)',
        rowGap: 6,
      }}
    >
      {items.map(({ label, value }, i) => (
        <Fact key={i} label={label} value={value} />
      ))}
    </Box>
  );
}

function Fact({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <>
      <Text component="dt" fz="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" fz="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </>
  );
}
