import type { ButtonProps } from '@mantine/core';

/**
 * Buttons laid out in a grid (the owner's panel, issue 11): each fills its cell and a long label
 * (Urdu, Hindi) wraps inside it instead of being cut.
 */
export const tileButton = {
  h: 'auto',
  mih: 44,
  py: 6,
  fullWidth: true,
  styles: { label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } },
} satisfies Partial<ButtonProps>;
