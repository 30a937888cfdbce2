/**
 * How a choice of a list looks, the sidebar's and any other (the verification queue's waiting
 * documents): a full-width row, tinted when it is the current one.
 */
export const choiceStyle = (current: boolean, radius: 'sm' | 'md' = 'md') =>
  ({
    display: 'block',
    w: '100%',
    px: 'sm',
    py: 8,
    bg: current ? 'rishta.0' : undefined,
    c: current ? 'rishta.9' : 'gray.9',
    style: { borderRadius: `var(--mantine-radius-${radius})` },
  }) as const;
